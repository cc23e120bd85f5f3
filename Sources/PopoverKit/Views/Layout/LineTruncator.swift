/// Keeps the lines of a text that fit a height (always at least one) and a line limit. When
/// lines are left out, the last one kept ends with "…", shortened until it fits the width.
struct LineTruncator {
    let metrics: TextPieceMetrics
    let maxWidth: Double?

    static let ellipsis = "…"
    private static let tolerance = 1e-9

    func truncate(_ lines: [TextLine], maxHeight: Double?, lineLimit: Int?) -> [TextLine] {
        var kept = min(lines.count, max(1, lineLimit ?? lines.count))
        if let maxHeight {
            var height = 0.0
            var fitting = 0
            for line in lines.prefix(kept) {
                height += line.height
                if height > maxHeight + Self.tolerance { break }
                fitting += 1
            }
            kept = max(1, fitting)
        }
        guard kept < lines.count else { return lines }
        return Array(lines.prefix(kept - 1)) + [ellipsized(lines[kept - 1])]
    }

    private func ellipsized(_ line: TextLine) -> TextLine {
        var pieces = line.styledPieces
        let isCode = pieces.last?.isCode ?? false, span = pieces.last?.span ?? 0
        func withEllipsis() -> [StyledPiece] {
            pieces + [StyledPiece(text: Self.ellipsis, isCode: isCode, span: span)]
        }
        while let maxWidth, !pieces.isEmpty, metrics.width(of: withEllipsis()) > maxWidth + Self.tolerance {
            removeLastCharacter(from: &pieces)
        }
        // No space before the ellipsis.
        while let last = pieces.last?.text.last, last == " " { removeLastCharacter(from: &pieces) }
        return metrics.line(withEllipsis())
    }

    private func removeLastCharacter(from pieces: inout [StyledPiece]) {
        pieces[pieces.count - 1].text.removeLast()
        if pieces[pieces.count - 1].text.isEmpty { pieces.removeLast() }
    }
}
