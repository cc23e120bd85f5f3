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
                          width: measurer.width(of: $0.text, font: font(isCode: $0.isCode)),
                          ascent: measurer.ascent(for: font(isCode: $0.isCode)))
        }
    }

    /// The pieces as a laid-out line.
    func line(_ pieces: [StyledPiece]) -> TextLine {
        let box = lineBox(of: pieces)
        return TextLine(pieces: measured(pieces), height: box.height, ascent: box.ascent)
    }

    func width(of pieces: [StyledPiece]) -> Double {
        measured(pieces).reduce(0) { $0 + $1.width }
    }

    /// The line box of the styles used (the plain font's for an empty line): fonts share a
    /// baseline, so the box reaches the highest ascent above it and the deepest rest below it.
    func lineBox(of pieces: [StyledPiece]) -> (height: Double, ascent: Double) {
        let fonts = pieces.isEmpty ? [font] : Set(pieces.map(\.isCode)).map { font(isCode: $0) }
        let ascent = fonts.map { measurer.ascent(for: $0) }.max() ?? 0
        let below = fonts.map { measurer.lineHeight(for: $0) - measurer.ascent(for: $0) }.max() ?? 0
        return (ascent + below, ascent)
    }
}
