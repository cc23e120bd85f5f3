/// Splits a line into runs that are each drawn in one font at one bidirectional level, since
/// SDL_ttf draws a string in one font and one direction: runs in the text's own font, runs in
/// a system font it falls back to (`FallbackFonts`), and emoji, each alone.
public enum FontRunSegmenter {
    /// The font a run is drawn in.
    public enum Face: Hashable, Sendable {
        /// The text's (bundled) font.
        case primary
        /// The color emoji font.
        case emoji
        /// A fallback font, by its identity in `FallbackFonts`.
        case fallback(Int)
    }

    public struct Segment: Equatable, Sendable {
        public var text: String
        public var face: Face
        /// Its bidirectional embedding level: odd runs right to left.
        public var level: Int8 = 0

        public var isEmoji: Bool { face == .emoji }
        public var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// The runs of `text` in logical order. `face` picks the font of each character that is
    /// no emoji; `levels` holds each character's level (nil: all 0). A space stays in the run
    /// before it when that run's fallback font has it (`keepsSpace`), so a phrase in a
    /// fallback font is shaped as one run.
    public static func segments(of text: String, levels: [Int8]? = nil,
                                face: (Character) -> Face = { _ in .primary },
                                keepsSpace: (Face, Character) -> Bool = { _, _ in false }) -> [Segment] {
        var result: [Segment] = []
        for (offset, character) in text.enumerated() {
            let level = levels?[offset] ?? 0
            let emoji = isEmoji(character)
            var characterFace = emoji ? Face.emoji : face(character)
            if character.isWhitespace, let last = result.last, case .fallback = last.face, last.level == level,
               keepsSpace(last.face, character) {
                characterFace = last.face
            }
            if let last = result.last, last.face == characterFace, last.level == level, !emoji {
                result[result.count - 1].text.append(character)
            } else {
                // Each emoji is its own segment: it is drawn from a bitmap and scaled alone.
                result.append(Segment(text: String(character), face: characterFace, level: level))
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
