/// A line's text cut where ASCII digits begin and end, for monospaced digits: the digits are
/// set one to a cell, the rest as usual.
enum DigitPieces {
    struct Piece: Equatable {
        var text: String
        var isDigits: Bool
    }

    /// `text` in pieces of digits and of the rest, or whole when digits are not separated.
    static func split(_ text: String, separatingDigits: Bool) -> [Piece] {
        guard separatingDigits else { return [Piece(text: text, isDigits: false)] }
        var pieces: [Piece] = []
        for character in text {
            let isDigit = character.isASCII && character.isNumber
            if let last = pieces.last, last.isDigits == isDigit {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append(Piece(text: String(character), isDigits: isDigit))
            }
        }
        return pieces
    }
}
