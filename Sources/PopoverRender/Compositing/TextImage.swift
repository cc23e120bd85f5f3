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
