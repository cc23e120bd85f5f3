import Testing
@testable import DemoApp

/// The command line as a person meets it: help on every subcommand, one prefix per message,
/// and bad arguments refused with status 2 before anything is rendered.
@MainActor
@Suite struct CommandLineStrictnessTests {
    @Test(arguments: ["screenshot", "screenshots", "record", "verify", "scenes", "scenarios", "layout", "bench", "help"])
    nonisolated func everySubcommandHasHelp(_ command: String) throws {
        for flag in ["--help", "-h"] {
            let run = try StandardStreamCapture.run([command, flag])
            #expect(run.status == 0)
            #expect(run.output.contains("popover-demo \(command)"))
            #expect(run.error.isEmpty)
        }
    }

    /// The help text comes from the command table: every command in it has its line.
    @Test func theHelpListsEveryCommandOfTheTable() {
        for command in DemoMain.commands {
            #expect(DemoMain.help.contains("\n  popover-demo \(command.name)"), "\(command.name)")
        }
    }

    @Test nonisolated func theWindowHasHelp() throws {
        let run = try StandardStreamCapture.run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("usage:"))
    }

    @Test nonisolated func anUnknownWindowOptionIsReportedWithOnePrefix() throws {
        let run = try StandardStreamCapture.run(["--bogus"])
        #expect(run.status == 2)
        #expect(run.error == "popover-demo: unknown option --bogus; valid options: --capture, --idiom, --scale, --scene, --size\n")
    }

    @Test(arguments: [
        ["record", "--scenario", "example-drag-tracking", "--out", "never.mp4", "extra"],
        ["record", "--scenario", "example-drag-tracking", "--out", "never.mp4", "--fps", "2.5"],
        ["record", "--scenario", "example-drag-tracking", "--out", "never.mp4", "--fps", "0x3C"],
        ["record", "--scenario", "example-drag-tracking", "--out", "never.mp4", "--out", "other.mp4"],
        ["screenshot", "--out", "never.png", "--time", "0x10"],
        ["verify", "--scenario", "example-drag-tracking", "stray"],
        ["scenes", "extra"],
        ["layout", "--fast"],
    ])
    nonisolated func looseArgumentsAreRefused(_ arguments: [String]) throws {
        let run = try StandardStreamCapture.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("popover-demo: "))
        #expect(!run.error.dropFirst("popover-demo: ".count).contains("popover-demo: "))
        #expect(run.output.isEmpty)
    }

    /// `bench` says what it got, or that it got nothing, in words that name the argument.
    @Test(arguments: [
        (["bench"], "popover-demo: bench: expected a benchmark (layout, frame, record, window, glass), got nothing\n"),
        (["bench", "fast"], "popover-demo: bench: expected a benchmark (layout, frame, record, window, glass), got \"fast\"\n"),
        (["bench", "layout", "extra"], "popover-demo: bench layout: unexpected argument \"extra\" (bench runs one benchmark)\n"),
        (["bench", "la\u{1B}[2Jyout"],
         "popover-demo: bench: expected a benchmark (layout, frame, record, window, glass), got \"la\\u{1B}[2Jyout\"\n"),
    ])
    nonisolated func benchNamesWhatItGot(_ arguments: [String], _ message: String) throws {
        let run = try StandardStreamCapture.run(arguments)
        #expect(run.status == 2)
        #expect(run.error == message)
    }
}
