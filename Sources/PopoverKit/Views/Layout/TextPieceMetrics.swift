/// Measures styled pieces with a measurer: plain pieces in the font, code in its monospaced variant.
struct TextPieceMetrics {
    let font: Font
    let measurer: any TextMeasuring

    func font(isCode: Bool) -> Font { isCode ? font.monospaced() : font }

    /// The pieces merged by style and measured, as they will be drawn.
    func measured(_ pieces: [StyledPiece]) -> [MeasuredPiece] {
        var merged: [StyledPiece] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = merged.last, last.isCode == piece.isCode {
                merged[merged.count - 1].text += piece.text
            } else {
                merged.append(piece)
            }
        }
        return merged.map {
            MeasuredPiece(text: $0.text, isCode: $0.isCode,
                          width: measurer.width(of: $0.text, font: font(isCode: $0.isCode)))
        }
    }

    func width(of pieces: [StyledPiece]) -> Double {
        measured(pieces).reduce(0) { $0 + $1.width }
    }

    /// The tallest line height among the styles used (the plain font's for an empty line).
    func lineHeight(of pieces: [StyledPiece]) -> Double {
        let styles = Set(pieces.map(\.isCode))
        let heights = styles.map { measurer.lineHeight(for: font(isCode: $0)) }
        return heights.max() ?? measurer.lineHeight(for: font)
    }
}
