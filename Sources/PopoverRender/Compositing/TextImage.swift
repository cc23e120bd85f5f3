import PopoverKit

/// A rendered line of text: a coverage mask for glyphs tinted at draw time, and optional
/// full-color pixels (ARGB, straight alpha) for emoji, both `width` × `height` pixels.
public struct TextImage: Sendable {
    public var width: Int
    public var height: Int
    public var glyphCoverage: [UInt8]
    public var colorPixels: [UInt32]?
    /// The columns of `colorPixels` that hold emoji; the rest are transparent.
    public var colorColumns: [Range<Int>] = []

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        glyphCoverage = Array(repeating: 0, count: width * height)
        colorPixels = nil
    }
}

/// Turns a line of text into pixels at the compositor's scale. The renderer itself draws no
/// glyphs: a platform layer supplies them (PopoverSDL's `TextRenderer`, with SDL_ttf).
@MainActor
public protocol TextRasterizing: AnyObject {
    /// The line rendered in `font`, its top-left at the text run's origin.
    func image(for text: String, font: Font) -> TextImage
}

/// A text run's rendered image and the pixel where its top-left corner goes.
@MainActor
struct PlacedText {
    let image: TextImage
    let left: Int
    let top: Int

    init(_ run: TextRun, transform: Transform, scale: Double, renderer: any TextRasterizing) {
        var font = run.font
        font.size *= transform.scale
        image = renderer.image(for: run.text, font: font)
        let origin = transform.apply(run.origin)
        left = Int((origin.x * scale).rounded())
        top = Int((origin.y * scale).rounded())
    }

    var bounds: PixelRect { PixelRect(minX: left, minY: top, maxX: left + image.width, maxY: top + image.height) }
}
