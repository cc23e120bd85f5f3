/// A laid-out line: pieces of one style each with their widths, and the line box: its height
/// and the distance from its top to the shared baseline.
struct TextLine {
    var pieces: [MeasuredPiece]
    var width: Double { pieces.reduce(0) { $0 + $1.width } }
    var height: Double
    var ascent: Double
}

extension TextLine {
    var styledPieces: [StyledPiece] { pieces.map { StyledPiece(text: $0.text, isCode: $0.isCode, span: $0.span) } }
}

struct MeasuredPiece {
    var text: String
    var isCode: Bool
    var span = 0
    var width: Double
    /// The piece's font's ascent: its run starts this far above the line's baseline.
    var ascent: Double
}
