import PopoverKit
import PopoverSDL

/// The command-line entry point: parses arguments and runs a subcommand; returns the exit status.
@MainActor
public enum DemoMain {
    /// Every subcommand, in the order the help text lists them: the one list the help, the
    /// dispatch and the unknown-command message come from.
    static let commands: [DemoCommand] = [
        DemoCommand("screenshot", usage: [
            "popover-demo screenshot --out FILE.png [--scene NAME] [--idiom NAME] [--size WxH] [--scale N] [--time T]",
        ], summary: ["render a frame headlessly to a PNG"], run: ScreenshotCommand.run),
        DemoCommand("screenshots", usage: [ScreenshotsCommand.usage],
                    summary: ["render the README's pictures (Assets/Screenshots)"], run: ScreenshotsCommand.run),
        DemoCommand("compare", usage: [CompareCommand.usage], summary: [
            "the original's pictures beside ours at their scale, measured",
            "(Assets/Comparison)",
        ], run: CompareCommand.run),
        DemoCommand("record", usage: [
            "popover-demo record --scenario NAME|FILE --out clip.mp4|clip.webm|clip.gif|DIR/",
            "       [--fps N] [--size WxH] [--scale N] [--idiom NAME] [--replace-frames] [--snapshots DIR]",
        ], summary: ["render a scenario headlessly and encode it with ffmpeg"], run: RecordCommand.run),
        DemoCommand("verify", usage: [
            "popover-demo verify --scenario NAME|FILE [--json FILE] [--plot FILE.png] [--fps N] [--size WxH] [--scale N] [--idiom NAME]",
            "       [--snapshots DIR]",
        ], summary: ["measure every frame's arrow tracking, analytically and from pixels"], run: VerifyCommand.run),
        DemoCommand("scenes", usage: "popover-demo scenes", summary: ["list the scenes"], run: ListCommands.scenes),
        DemoCommand("scenarios", usage: "popover-demo scenarios", summary: ["list the bundled scenarios"],
                    run: ListCommands.scenarios),
        DemoCommand("layout", usage: ["popover-demo layout"], summary: ["place popovers: JSON lines on stdin, results on stdout"]) {
            _ = try ArgumentList($0, command: "layout", usage: LayoutCommand.usage, options: [])
            return LayoutCommand.runStandardIO()
        },
        DemoCommand("bench", usage: [BenchCommand.usage], summary: [
            "benchmarks: placement throughput, frame rate, recording time,",
            "the window's idle cost, first frame and drag rate",
            "(build with -c release for meaningful figures)",
        ], run: BenchCommand.run),
        DemoCommand("help", usage: "popover-demo help", summary: ["show this text"]) {
            Console.out(help)
            return ExitStatus.success
        },
    ]

    /// The window, which runs when no subcommand is named, as the help text shows it.
    static let windowHelp = [
        HelpEntry(usage: ["popover-demo [--size WxH] [--scale N]"], summary: ["open the interactive demo window"]),
        HelpEntry(usage: ["popover-demo [--scene NAME] [--idiom NAME] [--size WxH] [--scale N]"],
                  summary: ["(the window takes these too)"]),
        HelpEntry(usage: ["popover-demo --capture FILE.scenario"],
                  summary: ["the window, capturing its input into FILE until R or close"]),
    ]

    static var help: String {
        let entries = windowHelp + commands.map(\.help)
        return (["popover-demo: anchored popovers on Linux, a re-creation of SwiftUI-Popover in SDL2.", "", "usage:"]
                + entries.flatMap(\.lines)).joined(separator: "\n")
    }

    /// The process's entry point: `run`, with the signal handling a command line needs
    /// (`TerminationSignals`), the window's included.
    public static func main(arguments: [String]) -> Int32 {
        TerminationSignals.install()
        guard WindowBenchmark.followBenchmarkParent() else { return ExitStatus.failure }
        return run(arguments: arguments)
    }

    /// No subcommand: the window (or the help text).
    static func opensWindow(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        return first.hasPrefix("-")
    }

    public static func run(arguments: [String]) -> Int32 {
        Console.outputFailure = nil
        let status = runCommand(arguments)
        if let failure = Console.outputFailure {
            Console.error("popover-demo: cannot write standard output: \(failure)")
            return status == ExitStatus.success ? ExitStatus.failure : status
        }
        return status
    }

    static func runCommand(_ arguments: [String]) -> Int32 {
        do {
            guard let first = arguments.first, !opensWindow(arguments) else {
                if arguments.contains("--help") || arguments.contains("-h") {
                    Console.out(help)
                    return ExitStatus.success
                }
                return try WindowCommand.run(arguments)
            }
            guard let command = commands.first(where: { $0.name == first }) else {
                let names = commands.map(\.name).joined(separator: ", ")
                throw UsageError("unknown command \"\(TerminalText.escaped(first))\"; valid commands: \(names) (or none, for the window)")
            }
            return try command.run(Array(arguments.dropFirst()))
        } catch {
            return report(error)
        }
    }

    /// Prints what went wrong and returns the exit status it ends with.
    static func report(_ error: any Error) -> Int32 {
        switch error {
        case let request as HelpRequest:
            Console.out("usage: \(request.usage)")
            return ExitStatus.success
        case let error as ScenarioError:
            // Already "FILE:LINE:COL: error: ...", the form editors jump to.
            Console.error("\(error)")
            return ExitStatus.usage
        case is UsageError, is ScenarioLibraryError:
            Console.error("popover-demo: \(error)")
            return ExitStatus.usage
        case let error as RecordingError:
            Console.error("popover-demo: \(error)")
            switch error {
            case .unsupportedExtension, .notARegularFile, .framesFromAnotherRun, .frameDirectoryInUse, .notAFrameFile:
                return ExitStatus.usage
            default: return ExitStatus.failure
            }
        default:
            Console.error("popover-demo: \(error)")
            return ExitStatus.failure
        }
    }
}
