import Foundation
import Testing
@testable import DemoApp

/// The layout filter's input and output: ids come back exactly as written, input is read in
/// linear time, odd JSON cannot crash it, and a failed write is reported.
@MainActor
@Suite struct LayoutCommandIOTests {
    let base = #""anchor":{"x":180,"y":600,"width":40,"height":40},"body":{"width":200,"height":100},"container":{"x":0,"y":0,"width":400,"height":800}"#

    func output(_ line: String) -> String {
        var lines: [String] = []
        _ = LayoutCommand.run(input: [line]) { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: [
        "9007199254740993", "-9223372036854775809", "123456789012345678901234567890", "1.50", "-0", "1E+2", "0.1e-7",
        #""\u00e9\/""#, #""tab\there""#, #"{"b":1, "a":[1 ,2]}"#, "[ ]", "true", "null",
    ])
    func idsAreEchoedExactlyAsWritten(_ id: String) {
        #expect(output("{\"id\":\(id),\(base)}").hasPrefix("{\"id\":\(id),\"body\":"))
        #expect(output("{ \"id\" :  \(id)  ,\(base),\"flip\":0}") == "{\"id\":\(id),\"error\":\"line 1: \\\"flip\\\" must be true or false\"}")
    }

    @Test(arguments: [
        "{\"id\":1,\"id\":2}", "{\"anchor\":{\"x\":1,\"x\":2}}",
    ])
    func aRepeatedFieldIsAnError(_ line: String) {
        #expect(output(line).hasPrefix(#"{"id":null,"error":"line 1: field \""#))
        #expect(output(line).hasSuffix(#"\" appears twice"}"#))
    }

    /// An id read before the line goes wrong comes back in its error line; one that is itself
    /// given twice, or comes after the fault, cannot be known and is null.
    @Test(arguments: [
        ("{\"id\":\"a\",\"anchor\":{\"x\":1,\"x\":2}}", #"{"id":"a","error":"line 1: field \"x\" appears twice"}"#),
        ("{\"id\":7,\"inset\":1,\"inset\":2}", #"{"id":7,"error":"line 1: field \"inset\" appears twice"}"#),
        ("{\"id\":1.50,\"anchor\":}", #"{"id":1.50,"error":"line 1: not valid JSON at column 21"}"#),
        ("{\"id\":[1, 2],\"x\":" + String(repeating: "[", count: 600),
         #"{"id":[1, 2],"error":"line 1: arrays and objects nested deeper than 512 at column 529"}"#),
        ("{\"id\":1} x", #"{"id":1,"error":"line 1: not valid JSON at column 10"}"#),
        ("{\"anchor\":, \"id\":3}", #"{"id":null,"error":"line 1: not valid JSON at column 11"}"#),
        ("{\"id\":1,\"id\":2}", #"{"id":null,"error":"line 1: field \"id\" appears twice"}"#),
    ])
    func anIdReadBeforeTheFaultComesBackInTheErrorLine(_ line: String, _ expected: String) {
        #expect(output(line) == expected)
    }

    /// Each fault is named with the column where the line goes wrong (in characters).
    @Test(arguments: [
        (String(repeating: "[", count: 100_000), "arrays and objects nested deeper than 512 at column 513"),
        (String(repeating: "{\"a\":", count: 100_000), "arrays and objects nested deeper than 512 at column 2561"),
        ("{\"id\":1e400}", "the number 1e400 at column 7 is out of range (a number must lie within ±1.7976931348623157e+308)"),
        ("{\"é\":-" + String(repeating: "9", count: 900_000) + "}",
         "the number -" + String(repeating: "9", count: 39) + "…" + String(repeating: "9", count: 40)
            + " (900001 characters) at column 6 is out of range (a number must lie within ±1.7976931348623157e+308)"),
        ("{\"id\":\"\\ud800\"}", "not valid JSON at column 14"), ("{\"id\":01}", "not valid JSON at column 8"),
        ("{\"id\":\"a\u{1}\"}", "not valid JSON at column 9"), ("{\"id\":.5}", "not valid JSON at column 7"),
        ("{\"id\":tru}", "not valid JSON at column 10"), ("{\"id\":\"\\x\"}", "not valid JSON at column 10"),
        ("\"unterminated", "not valid JSON at column 14"),
    ])
    func malformedJSONIsReportedNotCrashedOn(_ line: String, _ reason: String) {
        #expect(output(line) == #"{"id":null,"error":"line 1: "# + reason + #""}"#)
    }

    /// Numbers past the engine's cap would be answered for the capped number, not the one given:
    /// `shiftPadding` 1e308 put the body at x = 1e9, far outside its 400-wide container, and
    /// called it visible.
    @Test(arguments: [
        (#""shiftPadding":1e308,"policy":"edges""#, #"\"shiftPadding\" is 1e+308, beyond ±1000000000"#),
        (#""inset":-2e9"#, #"\"inset\" is -2000000000, beyond ±1000000000"#),
        (#""arrow":{"width":1e10}"#, #"\"arrow.width\" is 10000000000, beyond ±1000000000"#),
    ])
    func numbersTheEngineWouldCapAreRefused(_ field: String, _ reason: String) {
        #expect(output("{\"id\":1,\(base),\(field)}")
                == #"{"id":1,"error":"line 1: "# + reason + #", the largest magnitude the engine computes with"}"#)
    }

    @Test func aLongLineIsSearchedOnceHoweverManyReadsItTakes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let long = String(repeating: "a", count: 4_000_000)
        try "\(long)\nshort\n\(long)".write(toFile: path, atomically: true, encoding: .utf8)
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let lines = LayoutCommand.StandardInputLines(descriptor: descriptor)
        var read: [Int] = []
        while case .text(let line)? = lines.next() { read.append(line.utf8.count) }
        #expect(read == [4_000_000, 5, 4_000_000])
        // Every byte once (reads come 64 KiB at a time, so a rescan would be ~60 times more).
        #expect(lines.searchedBytes == 8_000_007)
    }

    @Test func aFailedWriteStopsTheRunAndIsReported() throws {
        let lines = (1...3).map { "{\"id\":\($0),\(base)}" }
        let run = try StandardStreamCapture.run(["layout"], input: lines.joined(separator: "\n"), outputPath: "/dev/full")
        #expect(run.status == 1)
        #expect(run.error == "popover-demo layout: cannot write standard output: No space left on device\n")
        // A writer that fails stops the run at its first line.
        struct Full: Error {}
        var attempts = 0
        #expect(throws: Full.self) {
            _ = try LayoutCommand.run(input: lines) { (_: String) throws(Full) in
                attempts += 1
                throw Full()
            }
        }
        #expect(attempts == 1)
    }

    @Test(arguments: [["scenes"], ["scenarios"], ["help"], ["record", "--help"]])
    nonisolated func everyCommandReportsAFailedWriteToStandardOutput(_ arguments: [String]) throws {
        let run = try StandardStreamCapture.run(arguments, outputPath: "/dev/full")
        #expect(run.status == 1)
        #expect(run.error == "popover-demo: cannot write standard output: No space left on device\n")
    }
}
