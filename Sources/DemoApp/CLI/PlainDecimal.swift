/// The one number syntax of the command line and scenario scripts: an optional minus sign,
/// digits and an optional fraction. No exponents, no hex, no infinities, so a typo never parses
/// as something surprising.
nonisolated enum PlainDecimal {
    static func parse(_ text: Substring) -> Double? {
        var digits = text
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit) else { return nil }
        }
        return Double(text)
    }

    /// A whole number without sign or fraction, e.g. a frame rate; nil if it does not fit an Int.
    static func parseWhole(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }
}

nonisolated private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
