import Testing
@testable import DemoApp

/// Arguments are strict: nothing is ignored, nothing is read loosely.
@MainActor
@Suite struct ArgumentListTests {
    func parse(_ arguments: [String]) throws -> ArgumentList {
        try ArgumentList(arguments, command: "record", usage: "popover-demo record …", options: ["fps", "time", "size"])
    }

    func message(_ arguments: [String], read: (ArgumentList) throws -> Void = { _ in }) -> String? {
        do {
            try read(try parse(arguments))
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func aStrayArgumentIsAnError() {
        #expect(message(["--fps", "30", "extra"]) == "record: unexpected argument \"extra\"\nusage: popover-demo record …")
        #expect(message(["-x"])?.hasPrefix("record: unexpected argument \"-x\"") == true)
    }

    @Test func anOptionGivenTwiceIsAnError() {
        #expect(message(["--fps", "30", "--fps", "60"]) == "record: --fps is given twice; give each option once")
        #expect(message(["--fps=30", "--time", "1", "--fps", "60"]) == "record: --fps is given twice; give each option once")
    }

    @Test(arguments: ["2.5", "0x3C", "+60", "60.0", "1e2", "-1", "", "99999999999999999999999"])
    func aWholeNumberOptionTakesOnlyDigits(_ text: String) {
        #expect(message(["--fps", text]) { _ = try $0.integer("fps", default: 60, range: 1...240) }
            == "--fps \(text): expected a whole number from 1 to 240")
    }

    @Test(arguments: ["0x10", "1e2", "inf", "nan", "+1", ".5", "1.", "601"])
    func aNumberOptionIsAPlainDecimalInRange(_ text: String) {
        #expect(message(["--time", text]) { _ = try $0.number("time", default: 1, range: 0...600) }
            == "--time \(text): expected a number from 0 to 600")
    }

    @Test(arguments: ["0x10x10", "8193x100", "1e3x100", "0x16", "100x", "100x100x100"])
    func aSizeIsTwoPlainNumbersInRange(_ text: String) {
        #expect(message(["--size", text]) { _ = try $0.size("size", default: (1, 1)) }
            == "--size \(text): expected WIDTHxHEIGHT in points, each 1...8192, e.g. 800x600")
    }

    @Test func wellFormedValuesAreRead() throws {
        let arguments = try parse(["--fps", "30", "--time=1.5", "--size", "800x600"])
        #expect(try arguments.integer("fps", default: 60, range: 1...240) == 30)
        #expect(try arguments.number("time", default: 1, range: 0...600) == 1.5)
        #expect(try arguments.size("size", default: (1, 1)) == (800, 600))
    }

    @Test func helpAnywhereAsksForTheUsage() {
        for arguments in [["--help"], ["--fps", "30", "-h"]] {
            #expect(throws: HelpRequest.self) { try parse(arguments) }
        }
    }
}
