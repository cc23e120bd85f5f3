/// A laid-out line: pieces of one style each, their widths, and the line box's height.
struct TextLine {
    var pieces: [MeasuredPiece]
    var width: Double { pieces.reduce(0) { $0 + $1.width } }
    var height: Double
}

struct MeasuredPiece {
    var text: String
    var isCode: Bool
    var width: Double
}
