import Foundation
import PopoverKit
import PopoverSDL

/// Parses scenario scripts: one step per line, times in seconds. The full reference, with
/// examples, is docs/scenario-format.md; in short:
///
/// ```
/// # NAME: description        the first comment line describes the scenario
/// scene example              switch scene (names checked against `validScenes`)
/// idiom phone                switch idiom (names checked against `validIdioms`)
/// size 390x844               resize the window, in points (`resize` works too)
/// wait 0.8                   let time pass (`0.8`, `0.8s` and `800ms` are the same)
/// down 100,100 [BUTTON]      press at a point (button: primary, secondary, middle)
/// move 120,130 [over T [EASING]]   move there, instantly or gliding over T seconds
/// up [X,Y] [BUTTON]          release, where the pointer is unless a point is given
/// drag A -> B over T [EASING] [release] [BUTTON]
///                            press at A, glide to B; stays down until `up` unless `release`
/// key escape [with MODS]     press and release; `key down K` / `key up K` for one edge
///                            (`key down K ... repeat`: a repeat of a held key)
/// snapshot NAME              save the current frame as NAME.png
/// at 3.5 STEP                run STEP at 3.5 s from the start instead of now
/// ```
///
/// Easing is `linear` (the default), `ease-in`, `ease-out` or `ease-in-out`; modifiers are
/// joined with `+` (`key tab with shift+command`). Everything after `#` is a comment.
///
/// Steps run one after another: `wait`, a gliding `move` and `drag` take their duration,
/// everything else is instantaneous. Mistakes throw `ScenarioError` with the line and column
/// of the offending token and what was expected there.
nonisolated public struct ScenarioParser: Sendable {
    public var validScenes: [String]
    public var validIdioms: [String]

    public init(validScenes: [String], validIdioms: [String]) {
        self.validScenes = validScenes
        self.validIdioms = validIdioms
    }

    /// The file extension of scenario scripts.
    public static let fileExtension = "scenario"

    /// Parses the script `text`; `file` names it in error messages.
    /// - Throws: `ScenarioError` at the first mistake.
    public func parse(_ text: String, name: String, file: String) throws -> Scenario {
        var state = ScenarioParseState()
        var stepLines = 0
        for (offset, line) in ScenarioLines.split(text).enumerated() {
            let tokens = try ScenarioToken.split(line, file: file, number: offset + 1)
            guard !tokens.isEmpty else { continue }
            var reader = ScenarioLineReader(file: file, line: offset + 1, tokens: tokens)
            try parseLine(&reader, into: &state)
            stepLines += 1
        }
        // An empty script would record one blank frame and call it a success.
        guard stepLines > 0 else {
            throw ScenarioError(file: file, line: 1, column: 1, expected: Self.expectedStep,
                                found: "no steps (the file is empty or only comments)")
        }
        return Scenario(name: name, file: file, description: Self.description(of: text, name: name),
                        steps: state.steps, duration: state.time)
    }

    /// Reads and parses the script at `path`, named after the file without its extension.
    /// - Throws: `ScenarioError` (also for bytes that are not UTF-8), or
    ///   `ScenarioLibraryError.unreadable` if the file cannot be read.
    public func parse(contentsOf path: String) throws -> Scenario {
        let text = try ScenarioFile.text(atPath: path)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try parse(text, name: name, file: path)
    }

    /// The first comment line of `text`, without the `#`s and a leading `NAME:`.
    public static func description(of text: String, name: String) -> String {
        for line in ScenarioLines.split(text) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#") else {
                if trimmed.isEmpty { continue }
                return ""
            }
            var comment = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix(name + ":") {
                comment = comment.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
            }
            return comment
        }
        return ""
    }

    static let stepKeywords = ["scene", "idiom", "size", "resize", "wait", "at", "down", "move", "up", "drag",
                               "key", "snapshot"]

    static let expectedStep = "a step (" + stepKeywords.joined(separator: ", ") + ")"

    private func parseLine(_ reader: inout ScenarioLineReader, into state: inout ScenarioParseState) throws {
        let expectedStep = Self.expectedStep
        let first = try reader.next(expectedStep)
        var keyword = first
        if keyword.text == "at" {
            let timeToken = try reader.next("a time in seconds")
            var timeReader = ScenarioLineReader(file: reader.file, line: reader.line, tokens: [timeToken])
            let time = try timeReader.seconds()
            guard ScenarioParseState.nanoseconds(time) >= state.nanoseconds else {
                throw reader.error("a time at or after \(Self.format(state.time)) s, when the previous step ends",
                                   at: timeToken)
            }
            state.nanoseconds = ScenarioParseState.nanoseconds(time)
            keyword = try reader.next("a step after `at \(timeToken.text)`")
        }
        switch keyword.text {
        case "scene":
            state.add(.scene(try reader.choice("a scene", from: validScenes)), line: reader.line)
        case "idiom":
            state.add(.idiom(try reader.choice("an idiom", from: validIdioms)), line: reader.line)
        case "size", "resize":
            state.add(.resize(try reader.size()), line: reader.line)
        case "wait":
            state.advance(by: try reader.seconds())
        case "snapshot":
            let name = try snapshotName(&reader)
            // A second snapshot of the name would overwrite the first's NAME.png.
            if let earlier = state.snapshotLines[name.text] {
                throw reader.error("a snapshot name not used before (line \(earlier) saves \(name.text).png already)", at: name)
            }
            state.snapshotLines[name.text] = reader.line
            state.add(.snapshot(name.text), line: reader.line)
        case "down":
            try parseDown(&reader, keyword: keyword, into: &state)
        case "up":
            try parseUp(&reader, keyword: keyword, into: &state)
        case "move":
            try parseMove(&reader, keyword: keyword, into: &state)
        case "drag":
            try parseDrag(&reader, keyword: keyword, into: &state)
        case "key":
            state.add(try parseKey(&reader), line: reader.line)
        default:
            throw reader.error(expectedStep, at: keyword)
        }
        try reader.finish()
        let limit = InputLimits.maximumSeconds
        guard state.time <= limit + FrameRate.tolerance else {
            throw reader.error("steps that end by \(Self.format(limit)) s, the longest a scenario may last",
                               at: first.column, found: "a step ending at \(Self.format(state.time)) s")
        }
    }

    private func parseDown(_ reader: inout ScenarioLineReader, keyword: ScenarioToken,
                           into state: inout ScenarioParseState) throws {
        try state.requireReleased(reader, keyword)
        let point = try reader.point()
        let button = try optionalButton(&reader) ?? .primary
        state.add(.pointerDown(point, button), line: reader.line)
        state.pointer = point
        state.pressed = (button, reader.line)
    }

    private func parseUp(_ reader: inout ScenarioLineReader, keyword: ScenarioToken,
                         into state: inout ScenarioParseState) throws {
        guard let pressed = state.pressed, let current = state.pointer else {
            throw reader.error("a `down` or `drag` before `up` (no button is down)", at: keyword)
        }
        let hasPoint = reader.peek?.contains(",") == true
        let point = hasPoint ? try reader.point() : current
        if reader.peek != nil {
            let name = ScenarioVocabulary.buttons.first { $0.button == pressed.button }?.name ?? "primary"
            let expected = (hasPoint ? "" : "a point X,Y, ")
                + "`\(name)` (the button pressed at line \(pressed.line)) or end of line"
            let token = try reader.next(expected)
            guard ScenarioVocabulary.button(named: token.text) == pressed.button else {
                throw reader.error(expected, at: token)
            }
        }
        state.add(.pointerUp(point, pressed.button), line: reader.line)
        state.pointer = point
        state.pressed = nil
    }

    private func parseMove(_ reader: inout ScenarioLineReader, keyword: ScenarioToken,
                           into state: inout ScenarioParseState) throws {
        let target = try reader.point()
        var duration = 0.0
        var curve = TimingCurve.linear
        if reader.accept("over") {
            duration = try reader.seconds()
            curve = try optionalCurve(&reader) ?? .linear
        }
        let start: Point
        if let pointer = state.pointer {
            start = pointer
        } else if duration == 0 {
            start = target
        } else {
            throw reader.error("a `down` or instant `move` before a gliding `move` (the pointer has no position yet)",
                               at: keyword)
        }
        state.add(.pointerMove(from: start, to: target, duration: duration, curve: curve), line: reader.line)
        state.pointer = target
    }

    private func parseDrag(_ reader: inout ScenarioLineReader, keyword: ScenarioToken,
                           into state: inout ScenarioParseState) throws {
        try state.requireReleased(reader, keyword)
        let start = try reader.point("a start point X,Y")
        let arrow = try reader.next("`->`")
        guard arrow.text == "->" else { throw reader.error("`->`", at: arrow) }
        let end = try reader.point("an end point X,Y")
        let over = try reader.next("`over` and a duration")
        guard over.text == "over" else { throw reader.error("`over` and a duration", at: over) }
        let duration = try reader.seconds()
        var curve: TimingCurve?
        var button: PointerButton?
        var release = false
        let expectedOption = "an easing (" + ScenarioVocabulary.curves.map(\.name).joined(separator: ", ")
            + "), `release`, a button (" + ScenarioVocabulary.buttons.map(\.name).joined(separator: ", ")
            + ") or end of line"
        while let word = reader.peek {
            let token = try reader.next(expectedOption)
            if curve == nil, let named = ScenarioVocabulary.curve(named: word) {
                curve = named
            } else if button == nil, let named = ScenarioVocabulary.button(named: word) {
                button = named
            } else if !release, word == "release" {
                release = true
            } else {
                throw reader.error(expectedOption, at: token)
            }
        }
        let pressedButton = button ?? .primary
        state.add(.drag(from: start, to: end, duration: duration, curve: curve ?? .linear,
                        button: pressedButton, release: release), line: reader.line)
        state.pointer = end
        state.pressed = release ? nil : (pressedButton, reader.line)
    }

    private func parseKey(_ reader: inout ScenarioLineReader) throws -> ScenarioAction {
        var phase: KeyEvent.Phase?
        if reader.accept("down") {
            phase = .down
        } else if reader.accept("up") {
            phase = .up
        }
        let keyToken = try reader.next(ScenarioVocabulary.keyDescription)
        guard let key = ScenarioVocabulary.key(named: keyToken.text) else {
            throw reader.error(ScenarioVocabulary.keyDescription, at: keyToken)
        }
        var modifiers: Modifiers = []
        if reader.accept("with") {
            let expected = "modifiers joined by + ("
                + ScenarioVocabulary.modifiers.map(\.name).joined(separator: ", ") + ")"
            let token = try reader.next(expected)
            var column = token.column
            for part in token.text.split(separator: "+", omittingEmptySubsequences: false) {
                guard let modifier = ScenarioVocabulary.modifier(named: String(part)) else {
                    // A missing modifier is pointed at by its `+`; after a trailing one, the
                    // column past it would be past the end of the line.
                    let lastColumn = token.column + token.text.count - 1
                    throw reader.error(expected, at: min(column, lastColumn),
                                       found: part.isEmpty ? "`+`" : "`\(TerminalText.escaped(part))`")
                }
                modifiers.insert(modifier)
                column += part.count + 1
            }
        }
        guard let phase else { return .keyPress(key, modifiers) }
        // Only a key-down can be one the system repeats while the key is held.
        let isRepeat = phase == .down && reader.accept("repeat")
        return .key(KeyEvent(phase, key, modifiers: modifiers, isRepeat: isRepeat))
    }

    private func optionalButton(_ reader: inout ScenarioLineReader) throws -> PointerButton? {
        guard let word = reader.peek else { return nil }
        let expected = "a button (" + ScenarioVocabulary.buttons.map(\.name).joined(separator: ", ")
            + ") or end of line"
        let token = try reader.next(expected)
        guard let button = ScenarioVocabulary.button(named: word) else { throw reader.error(expected, at: token) }
        return button
    }

    private func optionalCurve(_ reader: inout ScenarioLineReader) throws -> TimingCurve? {
        guard let word = reader.peek else { return nil }
        let expected = "an easing (" + ScenarioVocabulary.curves.map(\.name).joined(separator: ", ")
            + ") or end of line"
        let token = try reader.next(expected)
        guard let curve = ScenarioVocabulary.curve(named: word) else { throw reader.error(expected, at: token) }
        return curve
    }

    private func snapshotName(_ reader: inout ScenarioLineReader) throws -> ScenarioToken {
        let expected = "a snapshot name (letters, digits, `-`, `_` or `.`)"
        let token = try reader.next(expected)
        let allowed = token.text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        guard allowed, !token.text.hasPrefix(".") else { throw reader.error(expected, at: token) }
        return token
    }

    static func format(_ seconds: Double) -> String {
        String(format: "%g", seconds)
    }

    /// A short reason for a file-system error, as `strerror` words it where possible.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileReadNoSuchFile, .fileNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileReadInapplicableStringEncoding: return "it is not UTF-8 text"
        default: return nsError.localizedDescription
        }
    }
}

/// What the parser knows between lines: the time the next step starts and the pointer.
nonisolated struct ScenarioParseState {
    /// The time the next step starts, counted in whole nanoseconds: 100,000 waits of 1 ms add
    /// up to 100 s exactly, where a sum of binary fractions of a second drifts past a frame's
    /// tolerance.
    var nanoseconds: Int64 = 0
    var time: Double { Double(nanoseconds) / 1e9 }
    var steps: [ScenarioStep] = []
    var pointer: Point?
    /// The line of each snapshot name's step.
    var snapshotLines: [String: Int] = [:]
    /// The button held down and the line that pressed it.
    var pressed: (button: PointerButton, line: Int)?

    mutating func add(_ action: ScenarioAction, line: Int) {
        steps.append(ScenarioStep(time: time, action: action, line: line))
        advance(by: action.duration)
    }

    mutating func advance(by seconds: Double) {
        nanoseconds += Self.nanoseconds(seconds)
    }

    /// `seconds` (at most `InputLimits.maximumSeconds`, so well inside Int64) to the nearest nanosecond.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        Int64((seconds * 1e9).rounded())
    }

    func requireReleased(_ reader: ScenarioLineReader, _ keyword: ScenarioToken) throws {
        if let pressed {
            throw reader.error("`up` first (a button has been down since line \(pressed.line))", at: keyword)
        }
    }
}
