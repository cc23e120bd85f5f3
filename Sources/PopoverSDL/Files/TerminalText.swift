/// Text the user gave (a path, a token, a comment), made safe to show in a message: control
/// characters are written as `\u{1B}`, so an escape sequence cannot restyle the terminal and a
/// line break in a file name cannot split a message into two. Long text is cut in the middle
/// with an ellipsis, so a 900,000-character token does not flood the screen.
nonisolated public enum TerminalText {
    /// The most characters of one piece of user text a message shows.
    public static let longest = 80
    /// The most characters of a path a message shows: paths are long more often than tokens,
    /// and the whole of one is wanted to find the file.
    public static let longestPath = 1024

    public static func escaped(_ text: some StringProtocol, longest: Int = TerminalText.longest) -> String {
        let shown = Substring(text)
        guard shown.count > longest else { return escapedScalars(shown) }
        let half = longest / 2
        return escapedScalars(shown.prefix(half)) + "…" + escapedScalars(shown.suffix(half))
            + " (\(shown.count) characters)"
    }

    /// True for the characters `escaped` writes as `\u{…}`: C0 and C1 controls (NEL among them),
    /// DEL, and the Unicode line and paragraph separators.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func escapedScalars(_ text: Substring) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
