/// The ISO 15924 tag of a code point's script, as HarfBuzz names scripts (`TTF_SetFontScriptName`),
/// for the scripts whose shaping needs it; nil for the rest, whose script HarfBuzz guesses.
///
/// Swift's Unicode properties do not give a scalar's script, so the blocks of the scripts the
/// fallback fonts are expected to draw are listed here.
enum ScriptTag {
    /// The tag HarfBuzz takes for "guess it from the text".
    static let unknown = "Zzzz"

    private static let blocks: [(range: ClosedRange<UInt32>, tag: String)] = [
        (0x0590...0x05FF, "Hebr"), (0xFB1D...0xFB4F, "Hebr"),
        (0x0600...0x06FF, "Arab"), (0x0750...0x077F, "Arab"), (0x0870...0x08FF, "Arab"),
        (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
        (0x0700...0x074F, "Syrc"), (0x0780...0x07BF, "Thaa"),
        (0x0900...0x097F, "Deva"), (0xA8E0...0xA8FF, "Deva"),
        (0x0980...0x09FF, "Beng"), (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"),
        (0x0B00...0x0B7F, "Orya"), (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"),
        (0x0C80...0x0CFF, "Knda"), (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"),
        (0x0E00...0x0E7F, "Thai"), (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"),
        (0x1000...0x109F, "Mymr"), (0x10A0...0x10FF, "Geor"), (0x1780...0x17FF, "Khmr"),
        (0x1100...0x11FF, "Hang"), (0x3130...0x318F, "Hang"), (0xAC00...0xD7AF, "Hang"),
        (0x3040...0x309F, "Hira"), (0x30A0...0x30FF, "Kana"), (0x31F0...0x31FF, "Kana"),
        (0x3400...0x4DBF, "Hani"), (0x4E00...0x9FFF, "Hani"), (0xF900...0xFAFF, "Hani"),
        (0x20000...0x3FFFF, "Hani"),
    ]

    static func of(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        guard value >= 0x0590 else { return nil }
        return blocks.first { $0.range.contains(value) }?.tag
    }

    /// The tag of the first character of `text` that has one, else `unknown`.
    static func of(_ text: String) -> String {
        text.unicodeScalars.lazy.compactMap(of).first ?? unknown
    }
}
