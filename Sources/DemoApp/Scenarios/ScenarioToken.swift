import PopoverSDL

/// A word of a scenario line and the 1-based column of its first character.
nonisolated struct ScenarioToken: Hashable, Sendable {
    var text: String
    var column: Int

    /// The words of `line` (line `number` of `file`) before any `#` comment, split at spaces
    /// and tabs. A comment runs to the end of the line, whatever it holds.
    /// - Throws: `ScenarioError` at a control character outside a comment (FF, VT, a CR not
    ///   before LF, NEL, U+2028, U+2029...): it would end the line in some editors and not in
    ///   others, so it is refused rather than read either way.
    static func split(_ line: Substring, file: String, number: Int) throws -> [ScenarioToken] {
        var tokens: [ScenarioToken] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character == "#" { break }
            if character == " " || character == "\t" {
                if !current.isEmpty { tokens.append(ScenarioToken(text: current, column: start + 1)) }
                current = ""
            } else if let control = character.unicodeScalars.first(where: TerminalText.isControl) {
                throw ScenarioError(file: file, line: number, column: offset + 1,
                                    expected: "a step, a space or a comment (a line ends only at LF or CRLF)",
                                    found: "the control character " + TerminalText.escaped(String(control)))
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(ScenarioToken(text: current, column: start + 1)) }
        return tokens
    }

    /// How the token reads in an error message (`TerminalText`: controls escaped, long text cut).
    var quoted: String {
        "`" + TerminalText.escaped(text) + "`"
    }
}
