/// Greedy line breaking of one paragraph: words (and Chinese and Japanese characters, each)
/// move to the next line when they would exceed the width; spaces at a break are dropped; a
/// word wider than the line breaks between characters, never inside one (a grapheme cluster:
/// a letter with its marks, an emoji sequence, a Devanagari syllable stays whole).
struct LineBreaker {
    let metrics: TextPieceMetrics
    let maxWidth: Double?

    private static let tolerance = 1e-9

    func lines(for paragraph: [StyledPiece]) -> [TextLine] {
        // Apart, so the common case does not pay for the state the wrapping loop captures.
        if let line = singleWordLine(paragraph) { return [line] }
        return wrappedLines(for: paragraph)
    }

    private func wrappedLines(for paragraph: [StyledPiece]) -> [TextLine] {
        var lines: [[StyledPiece]] = []
        var line: [StyledPiece] = []
        var pendingSpace: [StyledPiece] = []
        var isFirstLine = true

        func fits(_ pieces: [StyledPiece]) -> Bool {
            guard let maxWidth else { return true }
            return metrics.width(of: pieces) <= maxWidth + Self.tolerance
        }
        func breakLine() {
            lines.append(line)
            line = []
            pendingSpace = []
            isFirstLine = false
        }

        for atom in Self.atoms(of: paragraph) {
            if atom.isSpace {
                // Leading spaces of the paragraph are kept; those at a wrap are not.
                if line.isEmpty && !isFirstLine { continue }
                pendingSpace += atom.pieces
                continue
            }
            let candidate = line + pendingSpace + atom.pieces
            if fits(candidate) {
                line = candidate
                pendingSpace = []
                continue
            }
            if !line.isEmpty {
                breakLine()
                if fits(atom.pieces) {
                    line = atom.pieces
                    continue
                }
            } else {
                line = pendingSpace
                pendingSpace = []
            }
            // The word alone is too wide: fill lines character by character.
            for piece in atom.pieces {
                for character in piece.text {
                    let next = StyledPiece(text: String(character), isCode: piece.isCode, span: piece.span)
                    if !line.isEmpty && !fits(line + [next]) { breakLine() }
                    line.append(next)
                }
            }
        }
        lines.append(line)
        return lines.map(metrics.line)
    }

    /// The common case of a paragraph that is one plain word (a label, a number) that fits:
    /// its one line, measured once; nil for any other paragraph.
    private func singleWordLine(_ paragraph: [StyledPiece]) -> TextLine? {
        guard paragraph.count == 1, !paragraph[0].isCode, paragraph[0].span == 0,
              !paragraph[0].text.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let pieces = metrics.measured(paragraph)
        let width = pieces.reduce(0) { $0 + $1.width }
        if let maxWidth, width > maxWidth + Self.tolerance { return nil }
        let box = metrics.lineBox(of: paragraph)
        return TextLine(pieces: pieces, height: box.height, ascent: box.ascent)
    }

    /// Runs of spaces and runs of non-spaces a line does not break inside, each as styled
    /// pieces: words, and each Chinese or Japanese character (`LineBreakClass`).
    private static func atoms(of paragraph: [StyledPiece]) -> [(isSpace: Bool, pieces: [StyledPiece])] {
        var atoms: [(isSpace: Bool, pieces: [StyledPiece])] = []
        // Whether a line may break after the last character though no space follows it, and
        // whether the last character must stay with the next.
        var endsAtBreak = false, gluesToNext = false
        for piece in paragraph {
            for character in piece.text {
                let isSpace = character == " " || character == "\t"
                let breaksAround = !isSpace && LineBreakClass.breaksAround(character)
                let joinsLast = gluesToNext || LineBreakClass.staysWithPrevious(character) || !(endsAtBreak || breaksAround)
                if let last = atoms.last, last.isSpace == isSpace, isSpace || joinsLast {
                    var pieces = last.pieces
                    if pieces[pieces.count - 1].hasSameStyle(as: piece) {
                        pieces[pieces.count - 1].text.append(character)
                    } else {
                        pieces.append(StyledPiece(text: String(character), isCode: piece.isCode, span: piece.span))
                    }
                    atoms[atoms.count - 1].pieces = pieces
                } else {
                    atoms.append((isSpace, [StyledPiece(text: String(character), isCode: piece.isCode, span: piece.span)]))
                }
                gluesToNext = LineBreakClass.staysWithNext(character)
                endsAtBreak = breaksAround && !gluesToNext
            }
        }
        return atoms
    }
}
