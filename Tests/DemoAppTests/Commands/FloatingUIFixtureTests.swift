import Foundation
import Testing
import TestSupport
@testable import DemoApp

/// Every case of `Tests/Fixtures/floating-ui-edges.jsonl` (Floating UI's own results for the
/// `edges` middleware, see that folder's README) through `popover-demo layout`: the same side and
/// placement, and body and arrow tip within 0.01 pt.
@MainActor
@Suite struct FloatingUIFixtureTests {
    static let fixture = Repository.path("Tests/Fixtures/floating-ui-edges.jsonl")
    static let tolerance = 0.01

    @Test func everyCaseAgreesWithFloatingUI() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 1000)
        var disagreements: [String] = []
        for line in lines {
            let (input, expected) = try Self.split(line)
            var output = ""
            _ = LayoutCommand.run(input: [input]) { output = $0 }
            let result = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            if let difference = Self.difference(result, expected) {
                disagreements.append("\(result["id"] ?? "?"): \(difference)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(lines.count) disagree:\n\(disagreements.prefix(20).joined(separator: "\n"))")
    }

    /// The line's `case` text, as `layout` reads it, and its `expected` object.
    static func split(_ line: String) throws -> (String, [String: Any]) {
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let expected = try #require(object["expected"] as? [String: Any])
        // The case's own text keeps its numbers exactly as written.
        let prefix = #"{"case": "#, separator = #", "expected": "#
        try #require(line.hasPrefix(prefix))
        let end = try #require(line.range(of: separator, options: .backwards))
        return (String(line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound]), expected)
    }

    /// What differs between a `layout` result and Floating UI's, or nil when they agree.
    static func difference(_ result: [String: Any], _ expected: [String: Any]) -> String? {
        if let error = result["error"] { return "error \(error)" }
        for key in ["side", "placement"] where result[key] as? String != expected[key] as? String {
            return "\(key) \(result[key] ?? "nil") instead of \(expected[key] ?? "nil")"
        }
        let pairs: [(String, [String])] = [("body", ["x", "y", "width", "height"]), ("arrowTip", ["x", "y"])]
        for (key, members) in pairs {
            guard let got = result[key] as? [String: Double], let want = expected[key] as? [String: Double] else {
                return "\(key) missing"
            }
            for member in members {
                guard let a = got[member], let b = want[member], abs(a - b) <= tolerance else {
                    return "\(key).\(member) \(got[member] ?? .nan) instead of \(want[member] ?? .nan)"
                }
            }
        }
        return nil
    }
}
