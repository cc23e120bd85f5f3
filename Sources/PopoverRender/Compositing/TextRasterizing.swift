import PopoverKit

/// Turns a line of text into pixels at the compositor's scale. The renderer itself draws no
/// glyphs: a platform layer supplies them (PopoverSDL's `TextRenderer`, with SDL_ttf).
@MainActor
public protocol TextRasterizing: AnyObject {
    /// The line rendered in `font`, its top-left at the text run's origin.
    func image(for text: String, font: Font) -> TextImage
}
