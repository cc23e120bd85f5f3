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
