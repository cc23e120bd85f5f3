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

    /// How the token reads in an error message.
    var quoted: String { "`\(text)`" }
}
