/// Splits text into runs for the text font and runs for the emoji font, since SDL_ttf has no
/// font fallback of its own.
public enum EmojiSegmenter {
    public struct Segment: Equatable, Sendable {
        public var text: String
        public var isEmoji: Bool
    }

    public static func segments(of text: String) -> [Segment] {
        var result: [Segment] = []
        for character in text {
            let emoji = isEmoji(character)
            if let last = result.last, last.isEmoji == emoji, !emoji {
                result[result.count - 1].text.append(character)
            } else {
                // Each emoji is its own segment: it is drawn from a bitmap and scaled alone.
                result.append(Segment(text: String(character), isEmoji: emoji))
            }
        }
        return result
    }

    /// True for characters drawn as emoji: those with emoji presentation by default, and text
    /// symbols followed by the emoji variation selector U+FE0F.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains("\u{FE0F}")
    }
}
