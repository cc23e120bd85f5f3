/// Measures styled pieces with a measurer: plain pieces in their span's font (the text's font
/// unless it is a concatenation of spans), code in its monospaced variant.
///
/// A class so each font's ascent and line height are asked for once per text, not again
/// for every piece and every candidate line the line breaker tries.
final class TextPieceMetrics {
    let font: Font
    let measurer: any TextMeasuring
    /// The font of each span, plain; `[font]` for a text of one span.
    private let spanFonts: [Font]
    /// Each span's plain and code metrics, at `2 * span` and `2 * span + 1`, made when first asked for.
    private var fontMetrics: [FontMetrics?]

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

    init(font: Font, spanFonts: [Font] = [], measurer: any TextMeasuring) {
        self.font = font
        self.measurer = measurer
        self.spanFonts = spanFonts.isEmpty ? [font] : spanFonts
        fontMetrics = Array(repeating: nil, count: 2 * self.spanFonts.count)
    }

    func font(of piece: StyledPiece) -> Font { metrics(isCode: piece.isCode, span: piece.span).font }

    private func metrics(isCode: Bool, span: Int) -> FontMetrics {
        let index = 2 * span + (isCode ? 1 : 0)
        if let known = fontMetrics[index] { return known }
        let font = isCode ? spanFonts[span].monospaced() : spanFonts[span]
        let made = FontMetrics(font: font, measurer: measurer)
        fontMetrics[index] = made
        return made
    }

    /// The pieces merged by style and measured, as they will be drawn.
    func measured(_ pieces: [StyledPiece]) -> [MeasuredPiece] {
        merged(pieces).map {
            let metrics = metrics(isCode: $0.isCode, span: $0.span)
            return MeasuredPiece(text: $0.text, isCode: $0.isCode, span: $0.span,
                                 width: measurer.width(of: $0.text, font: metrics.font), ascent: metrics.ascent)
        }
    }

    /// The pieces as a laid-out line.
    func line(_ pieces: [StyledPiece]) -> TextLine {
        let box = lineBox(of: pieces)
        return TextLine(pieces: measured(pieces), height: box.height, ascent: box.ascent)
    }

    func width(of pieces: [StyledPiece]) -> Double {
        merged(pieces).reduce(0) { $0 + measurer.width(of: $1.text, font: font(of: $1)) }
    }

    /// The line box of the styles used (the first span's plain font for an empty line): fonts
    /// share a baseline, so the box reaches the highest ascent above it and the deepest rest below it.
    func lineBox(of pieces: [StyledPiece]) -> (height: Double, ascent: Double) {
        if pieces.isEmpty {
            let plain = metrics(isCode: false, span: 0)
            return (plain.lineHeight, plain.ascent)
        }
        // Most lines are in one style: no set of styles to build.
        let first = pieces[0]
        var ascent = 0.0, below = 0.0
        if pieces.allSatisfy({ $0.hasSameStyle(as: first) }) {
            let only = metrics(isCode: first.isCode, span: first.span)
            return (only.lineHeight, only.ascent)
        }
        var seen = Set<Int>()
        for piece in pieces where seen.insert(2 * piece.span + (piece.isCode ? 1 : 0)).inserted {
            let used = metrics(isCode: piece.isCode, span: piece.span)
            ascent = max(ascent, used.ascent)
            below = max(below, used.lineHeight - used.ascent)
        }
        return (ascent + below, ascent)
    }

    /// Non-empty pieces, neighbours of the same style joined.
    private func merged(_ pieces: [StyledPiece]) -> [StyledPiece] {
        var merged: [StyledPiece] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = merged.last, last.hasSameStyle(as: piece) {
                merged[merged.count - 1].text += piece.text
            } else {
                merged.append(piece)
            }
        }
        return merged
    }
}
