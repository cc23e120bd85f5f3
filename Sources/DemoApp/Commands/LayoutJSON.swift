import Foundation

extension LayoutCommand {
    /// A parsed JSON value, keeping booleans and numbers apart (JSONDecoder refuses to read one as
    /// the other), so that each field can be checked for its exact type.
    enum JSON: Decodable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSON])
        case object([String: JSON])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: JSON].self))
            }
        }

        /// Parses one line of text as a JSON value.
        static func parse(_ text: String) throws -> JSON {
            try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        }

        /// Compact JSON text for this value.
        var text: String {
            switch self {
            case .null: "null"
            case .bool(let value): value ? "true" : "false"
            case .number(let value): Self.number(value)
            case .string(let value): Self.quoted(value)
            case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
            case .object(let fields):
                "{" + fields.keys.sorted().map { Self.quoted($0) + ":" + fields[$0]!.text }.joined(separator: ",") + "}"
            }
        }

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
}
