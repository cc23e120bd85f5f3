import PopoverSDL
/// The arguments after a subcommand: `--name value` options and `--flag` switches, checked
/// against what the subcommand accepts so a typo is reported, never ignored. Each option may be
/// given once; an argument that is not an option is an error; `--help` or `-h` asks for the
/// subcommand's usage (`HelpRequest`).
public struct ArgumentList {
    public private(set) var values: [String: String] = [:]
    public private(set) var flags: Set<String> = []
    /// The subcommand as messages name it, e.g. "record"; empty for the window.
    public let command: String

    /// Parses `arguments`; `options` take a value, `switches` do not. Both are given without "--".
    public init(_ arguments: [String], command: String, usage: String, options: [String], switches: [String] = []) throws {
        self.command = command
        let prefix = command.isEmpty ? "" : "\(command): "
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" { throw HelpRequest(usage: usage) }
            guard argument.hasPrefix("--") else {
                throw UsageError("\(prefix)unexpected argument \"\(TerminalText.escaped(argument))\"\nusage: \(usage)")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if values[name] != nil || flags.contains(name) {
                throw UsageError("\(prefix)--\(name) is given twice; give each option once")
            }
            if options.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index + 1 < arguments.count else {
                        throw UsageError("\(prefix)--\(name) needs a value")
                    }
                    index += 1
                    values[name] = arguments[index]
                }
            } else if switches.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                let valid = (options + switches).sorted().map { "--\($0)" }
                throw UsageError("\(prefix)unknown option \(TerminalText.escaped(argument)); valid options: "
                    + (valid.isEmpty ? "none" : valid.joined(separator: ", ")))
            }
            index += 1
        }
    }

    public subscript(_ name: String) -> String? { values[name] }

    /// A "WxH" size option in points, e.g. --size 800x600, each side 1...`InputLimits.maximumSidePoints`.
    public func size(_ name: String, default fallback: (Double, Double)) throws -> (Double, Double) {
        guard let text = values[name] else { return fallback }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let range = 1...Double(InputLimits.maximumSidePoints)
        guard parts.count == 2, let w = PlainDecimal.parse(parts[0]), let h = PlainDecimal.parse(parts[1]),
              range.contains(w), range.contains(h) else {
            throw UsageError("--\(name) \(TerminalText.escaped(text)): expected WIDTHxHEIGHT in points, each 1...\(InputLimits.maximumSidePoints), e.g. 800x600")
        }
        return (w, h)
    }

    /// A number option (plain decimal) within a range.
    public func number(_ name: String, default fallback: Double, range: ClosedRange<Double>) throws -> Double {
        guard let text = values[name] else { return fallback }
        guard let value = PlainDecimal.parse(Substring(text)), range.contains(value) else {
            throw UsageError("--\(name) \(TerminalText.escaped(text)): expected a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted)")
        }
        return value
    }

    /// A whole-number option within a range.
    public func integer(_ name: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = PlainDecimal.parseWhole(Substring(text)), range.contains(value) else {
            throw UsageError("--\(name) \(TerminalText.escaped(text)): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}

nonisolated extension Double {
    /// Whole numbers without a trailing ".0".
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
