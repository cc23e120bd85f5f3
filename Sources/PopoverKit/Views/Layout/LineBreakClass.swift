/// Where a line may break besides at spaces: Chinese and Japanese are written without spaces
/// and break between any two characters (UAX #14's ideographic class), except before closing
/// punctuation, small kana and the prolonged sound mark, and after opening brackets (the
/// kinsoku rules every CJK layout keeps). Korean breaks at spaces, as Latin does.
enum LineBreakClass {
    /// A character a line may break before and after: Han ideographs, kana, CJK symbols and
    /// fullwidth forms.
    static func breaksAround(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x31C0...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// A character no line starts with: it stays with the one before it.
    static func staysWithPrevious(_ character: Character) -> Bool {
        "、。，．：；！？）」』】〉》〕｝〙〗ゝゞーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々・".contains(character)
    }

    /// A character no line ends with: it stays with the one after it.
    static func staysWithNext(_ character: Character) -> Bool {
        "（「『【〈《〔｛〘〖".contains(character)
    }
}
