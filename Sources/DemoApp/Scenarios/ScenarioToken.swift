/// A word of a scenario line and the 1-based column of its first character.
nonisolated struct ScenarioToken: Hashable, Sendable {
    var text: String
    var column: Int

    /// The words of `line` before any `#` comment, split at spaces and tabs.
    static func split(_ line: Substring) -> [ScenarioToken] {
        var tokens: [ScenarioToken] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character == "#" { break }
            if character == " " || character == "\t" || character == "\r" {
                if !current.isEmpty { tokens.append(ScenarioToken(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(ScenarioToken(text: current, column: start + 1)) }
        return tokens
    }

    /// How the token reads in an error message; control characters (an escape sequence would
    /// restyle the terminal) are shown as `\u{1B}`.
    var quoted: String {
        let visible = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return "`" + visible.joined() + "`"
    }
}
