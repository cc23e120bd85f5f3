/// A stretch of text in one style: plain, or monospaced code.
struct StyledPiece: Equatable {
    var text: String
    var isCode: Bool
    /// Which span of a concatenated text (`Text + Text`) the piece is from; 0 for other text.
    var span = 0

    func hasSameStyle(as other: StyledPiece) -> Bool { isCode == other.isCode && span == other.span }
}

/// Splits a string into paragraphs of styled pieces: "\n" ends a paragraph and a backtick
/// toggles code style. With an odd number of backticks the last one is kept as a character.
/// Verbatim text has no code style: its backticks are characters.
enum StyledText {
    /// The paragraphs of a concatenated text: each span's pieces marked with its index, a
    /// span's first paragraph continuing the line the span before it ended.
    static func paragraphs(ofSpans spans: [TextLayout.Span]) -> [[StyledPiece]] {
        var paragraphs: [[StyledPiece]] = [[]]
        for (index, span) in spans.enumerated() {
            let own = Self.paragraphs(of: span.string, verbatim: span.isVerbatim).map { paragraph in
                paragraph.map { piece in
                    var piece = piece
                    piece.span = index
                    return piece
                }
            }
            guard let first = own.first else { continue }
            paragraphs[paragraphs.count - 1] += first
            paragraphs += own.dropFirst()
        }
        return paragraphs
    }

    static func paragraphs(of string: String, verbatim: Bool = false) -> [[StyledPiece]] {
        // Most strings have neither: one plain piece, without splitting the string up.
        if !string.contains(where: { $0 == "\n" || $0 == "`" }) {
            return [string.isEmpty ? [] : [StyledPiece(text: string, isCode: false)]]
        }
        if verbatim {
            return string.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? [] : [StyledPiece(text: String($0), isCode: false)]
            }
        }
        let backticks = string.filter { $0 == "`" }.count
        var togglesLeft = backticks - backticks % 2
        var paragraphs: [[StyledPiece]] = []
        var current: [StyledPiece] = []
        var isCode = false
        func append(_ character: Character) {
            if let last = current.last, last.isCode == isCode {
                current[current.count - 1].text.append(character)
            } else {
                current.append(StyledPiece(text: String(character), isCode: isCode))
            }
        }
        for character in string {
            if character == "\n" {
                paragraphs.append(current)
                current = []
            } else if character == "`" && togglesLeft > 0 {
                togglesLeft -= 1
                isCode.toggle()
            } else {
                append(character)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }
}
