/// A named vector symbol (SF-Symbol-like names such as "globe"), in the foreground color, as
/// SwiftUI's `Image(systemName:)`. Its size is square: the font size × 1.05 at the medium
/// image scale (see `ImageScale`). Only the symbols in `Symbols` draw; there are no bitmaps.
public struct Image: View {
    let name: String

    public init(systemName: String) {
        self.name = systemName
    }

    public func makeNode() -> ViewNode { ViewNode(.icon(name)) }
}

/// The relative size of icons, as SF Symbols' image scales, relative to the font size.
public enum ImageScale: Hashable, Sendable {
    case small, medium, large

    /// The icon's side over the font size. SF Symbols' round symbols (globe, info.circle) stand
    /// about one em tall at medium scale; small and large are about 0.78× and 1.26× of that, so
    /// a large globe beside 17 pt text is 22 pt, as in the original's screenshots.
    var sideOverFontSize: Double {
        switch self {
        case .small: 0.82
        case .medium: 1.05
        case .large: 1.32
        }
    }
}
