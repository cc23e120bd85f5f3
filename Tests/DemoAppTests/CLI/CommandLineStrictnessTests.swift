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

    /// What the user gave comes back in messages with its control characters escaped (an
    /// escape sequence would restyle the terminal, a line break split the message) and, when
    /// long, cut with an ellipsis: a 900,000-character token is not echoed whole.
    @Test(arguments: [
        (["screenshot", "--out", "/tmp/no\u{1B}[31mdir/x.png"],
         "popover-demo: cannot write /tmp/no\\u{1B}[31mdir/x.png: the directory /tmp/no\\u{1B}[31mdir does not exist\n"),
        (["verify", "--scenario", "/tmp/a\nb.scenario"],
         "popover-demo: cannot read scenario /tmp/a\\u{A}b.scenario: No such file or directory\n"),
        (["record", "--scenario", "x\u{1B}[2J", "--out", "never.gif"],
         "popover-demo: unknown scenario `x\\u{1B}[2J`: expected one of example-drag-tracking, example-toolbar-menu, matched, multiple, stress, system, uikit, or the path of a .scenario file\n"),
        // (An argument may hold at most 128 KiB.)
        ([String(repeating: "a", count: 100_000)],
         "popover-demo: unknown command \"" + String(repeating: "a", count: 40) + "…" + String(repeating: "a", count: 40)
            + " (100000 characters)\"; valid commands: screenshot, screenshots, compare, record, verify, scenes, scenarios, layout, bench, help (or none, for the window)\n"),
        (["screenshot", "--out", "never.png", "--scene", "\u{7}" + String(repeating: "b", count: 100)],
         "popover-demo: unknown scene \"\\u{7}" + String(repeating: "b", count: 39) + "…" + String(repeating: "b", count: 40)
            + " (101 characters)\"; valid scenes: example, multiple, system, matched, uikit, stress\n"),
        (["scenes", "--x\u{1B}"], "popover-demo: scenes: unknown option --x\\u{1B}; valid options: none\n"),
    ])
    nonisolated func whatTheUserGaveIsEscapedAndCut(_ arguments: [String], _ message: String) throws {
        let run = try StandardStreamCapture.run(arguments)
        #expect(run.status != 0)
        #expect(run.error == message)
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
