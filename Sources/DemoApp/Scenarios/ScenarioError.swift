import PopoverSDL
/// A mistake in a scenario script, at the 1-based line and column of the offending token.
///
/// Printed as `FILE:LINE:COL: error: expected ..., found ...`, the form editors and terminals
/// turn into a link to the spot.
nonisolated public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// What would have been accepted there, e.g. "a point X,Y".
    public var expected: String
    /// What was there instead: a quoted token or "end of line".
    public var found: String

    public init(file: String, line: Int, column: Int, expected: String, found: String) {
        self.file = file
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
    }

    public var description: String {
        "\(TerminalText.escaped(file, longest: TerminalText.longestPath)):\(line):\(column): error: expected \(expected), found \(found)"
    }
}
