extension LayoutCommand {
    /// A parsed JSON value, keeping booleans and numbers apart so that each field can be checked
    /// for its exact type.
    enum JSON: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSON])
        case object([String: JSON])

        /// A JSON number: integers without a fraction, others in Swift's shortest round-trip form.
        static func number(_ value: Double) -> String {
            guard value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        }

        static func quoted(_ string: String) -> String {
            var out = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }

    /// One input line parsed: its value and, for an object, the source text of each member's
    /// value, so that an id is echoed exactly as given (9007199254740993 does not survive a
    /// Double, and `"\u00e9"` should not come back as `"é"`).
    struct JSONLine {
        var value: JSON
        var memberTexts: [String: String]
    }

    /// Why a line is not usable JSON, with the byte offset where it went wrong.
    enum JSONFailure: Error, Equatable {
        case invalid(at: Int)
        /// Arrays and objects nested deeper than `JSONParser.maximumDepth`.
        case tooDeep(at: Int)
        /// A number written correctly but too large for a Double (`1e400`).
        case numberOutOfRange(String, at: Int)
        case duplicateKey(String)
    }

    /// A line that is not usable JSON, with the source texts of the outermost object's members
    /// read whole before the fault (an id among them still goes back in the error line).
    struct JSONLineFailure: Error {
        var reason: JSONFailure
        var memberTexts: [String: String]
    }

    /// A strict RFC 8259 parser over a line's bytes, in one pass (linear in the line's length).
    /// Numbers that overflow a Double and nesting deeper than `maximumDepth` are refused.
    struct JSONParser {
        static let maximumDepth = 512

        private let bytes: [UInt8]
        private var index = 0
        private var depth = 0

        static func parse(_ text: String) throws(JSONLineFailure) -> JSONLine {
            var parser = JSONParser(bytes: Array(text.utf8))
            var texts: [String: String] = [:]
            do throws(JSONFailure) {
                let value = try parser.value(memberTexts: &texts)
                parser.skipWhitespace()
                guard parser.index == parser.bytes.count else { throw .invalid(at: parser.index) }
                return JSONLine(value: value, memberTexts: texts)
            } catch {
                throw JSONLineFailure(reason: error, memberTexts: texts)
            }
        }

        private init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The value at `index`; when it is the outermost object, its members' source texts go
        /// into `memberTexts`.
        private mutating func value(memberTexts: inout [String: String]) throws(JSONFailure) -> JSON {
            skipWhitespace()
            guard index < bytes.count else { throw .invalid(at: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(memberTexts: &memberTexts)
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        private mutating func nested() throws(JSONFailure) -> JSON {
            var ignored: [String: String] = [:]
            return try value(memberTexts: &ignored)
        }

        private mutating func object(memberTexts: inout [String: String]) throws(JSONFailure) -> JSON {
            let outermost = depth == 0
            try enter()
            var members: [String: JSON] = [:]
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { depth -= 1; return .object(members) }
            repeat {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .invalid(at: index) }
                let key = try string()
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { throw .invalid(at: index) }
                skipWhitespace()
                let start = index
                let member = try nested()
                let end = index
                guard members[key] == nil else { throw .duplicateKey(key) }
                members[key] = member
                skipWhitespace()
                // A member counts as read once what follows it is right: `01` is no 0.
                let followed = index < bytes.count && (bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}"))
                if outermost, followed { memberTexts[key] = String(decoding: bytes[start..<end], as: UTF8.self) }
            } while consume(UInt8(ascii: ","))
            guard consume(UInt8(ascii: "}")) else { throw .invalid(at: index) }
            depth -= 1
            return .object(members)
        }

        private mutating func array() throws(JSONFailure) -> JSON {
            try enter()
            var items: [JSON] = []
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { depth -= 1; return .array(items) }
            repeat {
                items.append(try nested())
                skipWhitespace()
            } while consume(UInt8(ascii: ","))
            guard consume(UInt8(ascii: "]")) else { throw .invalid(at: index) }
            depth -= 1
            return .array(items)
        }

        /// Steps into an object or array, refusing nesting deep enough to exhaust the stack.
        private mutating func enter() throws(JSONFailure) {
            depth += 1
            guard depth <= Self.maximumDepth else { throw .tooDeep(at: index) }
            index += 1
        }

        private mutating func string() throws(JSONFailure) -> String {
            index += 1 // the opening quote
            var scalars: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: scalars, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try escape(into: &scalars)
                case 0..<0x20:
                    throw .invalid(at: index - 1)
                default:
                    scalars.append(byte)
                }
            }
            throw .invalid(at: index)
        }

        private mutating func escape(into scalars: inout [UInt8]) throws(JSONFailure) {
            guard index < bytes.count else { throw .invalid(at: index) }
            let byte = bytes[index]
            index += 1
            if let replacement = Self.simpleEscape(byte) {
                scalars.append(replacement)
                return
            }
            guard byte == UInt8(ascii: "u") else { throw .invalid(at: index) }
            var code = try hexQuad()
            if (0xD800..<0xDC00).contains(code) {
                // A high surrogate must be followed by an escaped low one.
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw .invalid(at: index) }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw .invalid(at: index) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw .invalid(at: index) }
            scalars.append(contentsOf: String(Character(scalar)).utf8)
        }

        /// The byte an escape such as `\n` stands for; nil for `\u` and anything invalid.
        private static func simpleEscape(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        }

        private mutating func hexQuad() throws(JSONFailure) -> UInt32 {
            guard index + 4 <= bytes.count else { throw .invalid(at: index) }
            var code: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw .invalid(at: index) }
                code = code << 4 | UInt32(digit)
            }
            index += 4
            return code
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as a Double.
        private mutating func number() throws(JSONFailure) -> Double {
            let start = index
            _ = consume(UInt8(ascii: "-"))
            if consume(UInt8(ascii: "0")) {
                // no further integer digits after a leading zero
            } else {
                guard digits() > 0 else { throw .invalid(at: index) }
            }
            if consume(UInt8(ascii: ".")) {
                guard digits() > 0 else { throw .invalid(at: index) }
            }
            if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
                if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
                guard digits() > 0 else { throw .invalid(at: index) }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw .numberOutOfRange(text, at: start) }
            return value
        }

        private mutating func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }

        private mutating func literal(_ word: String) throws(JSONFailure) {
            for byte in word.utf8 {
                guard consume(byte) else { throw .invalid(at: index) }
            }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += 1
            }
        }
    }
}
