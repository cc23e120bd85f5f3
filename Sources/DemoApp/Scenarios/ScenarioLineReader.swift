import PopoverKit

/// Reads the tokens of one scenario line in order, turning each into a typed value or a
/// `ScenarioError` that points at the token (or at the end of the line when one is missing).
nonisolated struct ScenarioLineReader {
    let file: String
    let line: Int
    private let tokens: [ScenarioToken]
    private var index = 0

    init(file: String, line: Int, tokens: [ScenarioToken]) {
        self.file = file
        self.line = line
        self.tokens = tokens
    }

    var isAtEnd: Bool { index >= tokens.count }

    /// The next token's text, without consuming it.
    var peek: String? { isAtEnd ? nil : tokens[index].text }

    /// The next token, or an error saying `expected` was wanted at the end of the line.
    mutating func next(_ expected: String) throws -> ScenarioToken {
        guard !isAtEnd else { throw error(expected, at: endColumn, found: "end of line") }
        defer { index += 1 }
        return tokens[index]
    }

    /// Consumes the next token if it is `word`.
    mutating func accept(_ word: String) -> Bool {
        guard peek == word else { return false }
        index += 1
        return true
    }

    /// Fails unless every token has been read.
    func finish(_ expected: String = "end of line") throws {
        guard isAtEnd else { throw error(expected, at: tokens[index]) }
    }

    /// A duration or time: a number of seconds without a sign, optionally suffixed `s` or `ms`,
    /// at most `InputLimits.maximumSeconds`.
    mutating func seconds(_ what: String = "a time in seconds (like 0.5, 2s or 300ms)") throws -> Double {
        let token = try next(what)
        var text = Substring(token.text)
        var scale = 1.0
        if text.hasSuffix("ms") {
            text = text.dropLast(2)
            scale = 0.001
        } else if text.hasSuffix("s") {
            text = text.dropLast()
        }
        guard text.first != "-", let value = PlainDecimal.parse(text) else { throw error(what, at: token) }
        let seconds = value * scale
        guard seconds <= InputLimits.maximumSeconds else {
            throw error("a time of at most \(ScenarioParser.format(InputLimits.maximumSeconds)) s", at: token)
        }
        return seconds
    }

    /// A point written `X,Y`; the error points at the coordinate that is wrong.
    mutating func point(_ what: String = "a point X,Y") throws -> Point {
        let token = try next(what)
        let parts = token.text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw error(what, at: token) }
        guard let x = PlainDecimal.parse(parts[0]) else {
            throw error("an x coordinate (a number)", at: token.column, found: parts[0].isEmpty ? "`,`" : "`\(parts[0])`")
        }
        guard abs(x) <= InputLimits.maximumCoordinate else {
            throw error("an x coordinate \(Self.coordinateRange)", at: token.column, found: "`\(parts[0])`")
        }
        let yColumn = token.column + parts[0].count + 1
        guard let y = PlainDecimal.parse(parts[1]) else {
            throw error("a y coordinate (a number) after the comma", at: yColumn,
                        found: parts[1].isEmpty ? "nothing" : "`\(parts[1])`")
        }
        guard abs(y) <= InputLimits.maximumCoordinate else {
            throw error("a y coordinate \(Self.coordinateRange)", at: yColumn, found: "`\(parts[1])`")
        }
        return Point(x: x, y: y)
    }

    /// A size written `WxH` in points from 1 to `InputLimits.maximumSidePoints`, each a plain
    /// decimal without a sign (a window scaled down to fit its display has a fractional size).
    mutating func size(_ what: String = "a size WxH (like 390x844)") throws -> Size {
        let token = try next(what)
        let parts = token.text.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw error(what, at: token) }
        let range = 1...Double(InputLimits.maximumSidePoints)
        func side(_ text: Substring) -> Double? {
            guard text.first != "-", let value = PlainDecimal.parse(text), range.contains(value) else { return nil }
            return value
        }
        let sides = "a number of points from 1 to \(InputLimits.maximumSidePoints)"
        guard let width = side(parts[0]) else {
            throw error("a width (\(sides))", at: token.column, found: "`\(parts[0])`")
        }
        guard let height = side(parts[1]) else {
            throw error("a height (\(sides)) after the x",
                        at: token.column + parts[0].count + 1, found: parts[1].isEmpty ? "nothing" : "`\(parts[1])`")
        }
        return Size(width: width, height: height)
    }

    /// A token that must be one of `choices`, named `what` in the message.
    mutating func choice(_ what: String, from choices: [String]) throws -> String {
        let expected = "\(what) (\(choices.joined(separator: ", ")))"
        let token = try next(expected)
        guard choices.contains(token.text) else { throw error(expected, at: token) }
        return token.text
    }

    func error(_ expected: String, at token: ScenarioToken) -> ScenarioError {
        error(expected, at: token.column, found: token.quoted)
    }

    func error(_ expected: String, at column: Int, found: String) -> ScenarioError {
        ScenarioError(file: file, line: line, column: column, expected: expected, found: found)
    }

    static let coordinateRange = "from -\(ScenarioParser.format(InputLimits.maximumCoordinate)) to \(ScenarioParser.format(InputLimits.maximumCoordinate))"

    /// The column just past the last token, where a missing token would have gone.
    private var endColumn: Int {
        guard let last = tokens.last else { return 1 }
        return last.column + last.text.count
    }
}
