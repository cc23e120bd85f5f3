/// The arguments after a subcommand: `--name value` options and `--flag` switches, checked
/// against what the subcommand accepts so a typo is reported, never ignored.
public struct ArgumentList {
    public private(set) var values: [String: String] = [:]
    public private(set) var flags: Set<String> = []
    public private(set) var positional: [String] = []

    /// Parses `arguments`; `options` take a value, `switches` do not. Both are given without "--".
    public init(_ arguments: [String], command: String, options: [String], switches: [String] = []) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                if options.contains(name) {
                    if let inlineValue {
                        values[name] = inlineValue
                    } else {
                        guard index + 1 < arguments.count else {
                            throw UsageError("\(command): --\(name) needs a value")
                        }
                        index += 1
                        values[name] = arguments[index]
                    }
                } else if switches.contains(name), inlineValue == nil {
                    flags.insert(name)
                } else {
                    let valid = (options + switches).sorted().map { "--\($0)" }
                    throw UsageError("\(command): unknown option \(argument); valid options: "
                        + (valid.isEmpty ? "none" : valid.joined(separator: ", ")))
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
    }

    public subscript(_ name: String) -> String? { values[name] }

    /// A "WxH" size option, e.g. --size 800x600.
    public func size(_ name: String, default fallback: (Double, Double)) throws -> (Double, Double) {
        guard let text = values[name] else { return fallback }
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w >= 1, h >= 1, w <= 8192, h <= 8192 else {
            throw UsageError("--\(name) \(text): expected WIDTHxHEIGHT in points, each 1...8192, e.g. 800x600")
        }
        return (w, h)
    }

    /// A number option within a range.
    public func number(_ name: String, default fallback: Double, range: ClosedRange<Double>) throws -> Double {
        guard let text = values[name] else { return fallback }
        guard let value = Double(text), range.contains(value) else {
            throw UsageError("--\(name) \(text): expected a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted)")
        }
        return value
    }
}

extension Double {
    /// Whole numbers without a trailing ".0".
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
