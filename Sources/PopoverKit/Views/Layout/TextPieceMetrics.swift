/// Measures styled pieces with a measurer: plain pieces in the font, code in its monospaced variant.
///
/// A class so the two fonts' ascents and line heights are asked for once per text, not again
/// for every piece and every candidate line the line breaker tries.
final class TextPieceMetrics {
    let font: Font
    let measurer: any TextMeasuring
    private lazy var plainMetrics = FontMetrics(font: font, measurer: measurer)
    private lazy var codeMetrics = FontMetrics(font: font.monospaced(), measurer: measurer)

    /// A font's vertical metrics, as the measurer gives them.
    private struct FontMetrics {
        let font: Font
        let ascent: Double
        let lineHeight: Double

        init(font: Font, measurer: any TextMeasuring) {
            self.font = font
            ascent = measurer.ascent(for: font)
            lineHeight = measurer.lineHeight(for: font)
        }
    }

    init(font: Font, measurer: any TextMeasuring) {
        self.font = font
        self.measurer = measurer
    }

    func font(isCode: Bool) -> Font { isCode ? codeMetrics.font : font }

    private func metrics(isCode: Bool) -> FontMetrics { isCode ? codeMetrics : plainMetrics }

    /// The pieces merged by style and measured, as they will be drawn.
    func measured(_ pieces: [StyledPiece]) -> [MeasuredPiece] {
        merged(pieces).map {
            MeasuredPiece(text: $0.text, isCode: $0.isCode,
                          width: measurer.width(of: $0.text, font: font(isCode: $0.isCode)),
                          ascent: metrics(isCode: $0.isCode).ascent)
        }
    }

    /// The pieces as a laid-out line.
    func line(_ pieces: [StyledPiece]) -> TextLine {
        let box = lineBox(of: pieces)
        return TextLine(pieces: measured(pieces), height: box.height, ascent: box.ascent)
    }

    func width(of pieces: [StyledPiece]) -> Double {
        merged(pieces).reduce(0) { $0 + measurer.width(of: $1.text, font: font(isCode: $1.isCode)) }
    }

    /// The line box of the styles used (the plain font's for an empty line): fonts share a
    /// baseline, so the box reaches the highest ascent above it and the deepest rest below it.
    func lineBox(of pieces: [StyledPiece]) -> (height: Double, ascent: Double) {
        let usesPlain = pieces.isEmpty || pieces.contains { !$0.isCode }
        let usesCode = pieces.contains { $0.isCode }
        let used = usesPlain && usesCode ? [plainMetrics, codeMetrics] : [usesCode ? codeMetrics : plainMetrics]
        let ascent = used.map(\.ascent).max() ?? 0
        let below = used.map { $0.lineHeight - $0.ascent }.max() ?? 0
        return (ascent + below, ascent)
    }

    /// Non-empty pieces, neighbours of the same style joined.
    private func merged(_ pieces: [StyledPiece]) -> [StyledPiece] {
        var merged: [StyledPiece] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = merged.last, last.isCode == piece.isCode {
                merged[merged.count - 1].text += piece.text
            } else {
                merged.append(piece)
            }
        }
        return merged
    }
}
