import Foundation
import Testing
@testable import DemoApp

/// `layout`'s input is bounded and strict: a line too long, or not UTF-8, is answered with an
/// error line and the run goes on; a byte-order mark is not part of the first line; a read
/// error says why.
@MainActor
@Suite struct LayoutInputFaultTests {
    nonisolated static let valid = #"{"id":1,"anchor":{"x":180,"y":600,"width":40,"height":40},"body":{"width":200,"height":100},"container":{"x":0,"y":0,"width":400,"height":800}}"#

    /// The lines `bytes` gives, read as standard input is, with `limit` bytes to a line.
    static func lines(_ bytes: [UInt8], limit: Int = LayoutCommand.maximumLineBytes) throws -> [LayoutCommand.InputLine] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return Array(LayoutCommand.StandardInputLines(descriptor: descriptor, maximumLineBytes: limit))
    }

    @Test func aLineLongerThanTheLimitIsAnErrorAndTheNextIsRead() throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 300_000)
        let read = try Self.lines(long + Array("\nshort\n".utf8) + long, limit: 100_000)
        #expect(read == [.unreadable("longer than 100000 bytes, the most a line may hold"), .text("short"),
                         .unreadable("longer than 100000 bytes, the most a line may hold")])
        #expect(try Self.lines(Array(String(repeating: "b", count: 100_000).utf8), limit: 100_000)
            == [.text(String(repeating: "b", count: 100_000))])
    }

    /// Off the main actor: the wait for the process would hold up every test that needs it.
    @Test nonisolated func theWholeCommandAnswersALineOverTheLimit() async throws {
        var input = Data(repeating: UInt8(ascii: " "), count: await LayoutCommand.maximumLineBytes + 1)
        input.append(Data(("\n" + Self.valid + "\n").utf8))
        let run = try StandardStreamCapture.run(["layout"], inputBytes: input)
        let output = run.output.split(separator: "\n")
        #expect(run.status == 0)
        #expect(output.first == #"{"id":null,"error":"line 1: longer than 64 MiB, the most a line may hold"}"#)
        #expect(output.count == 2 && output[1].hasPrefix(#"{"id":1,"body":"#))
    }

    @Test func invalidUTF8IsAnErrorNotAReplacementCharacter() throws {
        let read = try Self.lines(Array(#"{"id":""#.utf8) + [0xFF, 0xC3] + Array("\"}\n".utf8) + Array("{\"id\":\"é\"}\n".utf8))
        #expect(read == [.unreadable("not valid UTF-8"), .text(#"{"id":"é"}"#)])
        var output: [String] = []
        _ = LayoutCommand.run(lines: read) { output.append($0) }
        #expect(output.first == #"{"id":null,"error":"line 1: not valid UTF-8"}"#)
    }

    @Test func aByteOrderMarkStartsNoLine() throws {
        #expect(try Self.lines([0xEF, 0xBB, 0xBF] + Array("a\n\u{FEFF}b\n".utf8)) == [.text("a"), .text("\u{FEFF}b")])
        let run = try StandardStreamCapture.run(["layout"], input: "\u{FEFF}" + Self.valid + "\n")
        #expect(run.output.hasPrefix(#"{"id":1,"body":"#), "\(run.output)")
    }

    @Test nonisolated func aReadErrorSaysWhy() throws {
        let demo = try DemoProcess(["layout"], inputPath: "/")
        #expect(demo.status(within: 30) == 1)
        #expect(demo.standardError == "popover-demo layout: cannot read standard input: Is a directory\n")
    }
}
