import PopoverKit
import PopoverSDL

/// The command-line entry point: parses arguments and runs a subcommand; returns the exit code.
@MainActor
public enum DemoMain {
    static let commands = ["screenshot", "screenshots", "compare", "record", "verify", "scenes", "scenarios", "layout", "bench", "help"]
    static let benchmarks = ["layout", "frame", "record", "window"]

    static let help = """
        popover-demo: anchored popovers on Linux, a re-creation of SwiftUI-Popover in SDL2.

        usage:
          popover-demo [--size WxH] [--scale N]     open the interactive demo window
          popover-demo [--scene NAME] [--idiom NAME] [--size WxH] [--scale N]
                                                    (the window takes these too)
          popover-demo --capture FILE.scenario      the window, capturing its input into FILE until R or close
          popover-demo screenshot --out FILE.png [--scene NAME] [--idiom NAME] [--size WxH] [--scale N] [--time T]
                                                    render a frame headlessly to a PNG
          popover-demo screenshots [--out-dir DIR]  render the README's pictures (Assets/Screenshots)
          popover-demo compare [--out-dir DIR]      the original's pictures beside ours at their scale, measured
                                                    (Assets/Comparison)
          popover-demo record --scenario NAME|FILE --out clip.mp4|clip.webm|clip.gif|DIR/
                 [--fps N] [--size WxH] [--scale N] [--idiom NAME] [--replace-frames] [--snapshots DIR]
                                                    render a scenario headlessly and encode it with ffmpeg
          popover-demo verify --scenario NAME|FILE [--json FILE] [--plot FILE.png] [--fps N] [--size WxH] [--scale N] [--idiom NAME]
                 [--snapshots DIR]
                                                    measure every frame's arrow tracking, analytically and from pixels
          popover-demo scenes | scenarios           list the scenes and the bundled scenarios
          popover-demo layout                       place popovers: JSON lines on stdin, results on stdout
          popover-demo bench layout|frame|record|window
                                                    benchmarks: placement throughput, frame rate, recording time,
                                                    the window's idle cost, first frame and drag rate
                                                    (build with -c release for meaningful figures)
          popover-demo help                         show this text
        """

    /// The process's entry point: `run`, with the signal handling a command line needs
    /// (`TerminationSignals`), the window's included.
    public static func main(arguments: [String]) -> Int32 {
        TerminationSignals.install()
        guard WindowBenchmark.followBenchmarkParent() else { return 1 }
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
            return status == 0 ? 1 : status
        }
        return status
    }

    static func runCommand(_ arguments: [String]) -> Int32 {
        do {
            guard let first = arguments.first, !opensWindow(arguments) else {
                if arguments.contains("--help") || arguments.contains("-h") {
                    Console.out(help)
                    return 0
                }
                return try WindowCommand.run(arguments)
            }
            let rest = Array(arguments.dropFirst())
            switch first {
            case "screenshot": return try ScreenshotCommand.run(rest)
            case "screenshots": return try ScreenshotsCommand.run(rest)
            case "compare": return try CompareCommand.run(rest)
            case "record": return try RecordCommand.run(rest)
            case "verify": return try VerifyCommand.run(rest)
            case "scenes":
                _ = try ArgumentList(rest, command: first, usage: "popover-demo scenes", options: [])
                return ListCommands.scenes()
            case "scenarios":
                _ = try ArgumentList(rest, command: first, usage: "popover-demo scenarios", options: [])
                return try ListCommands.scenarios()
            case "layout":
                _ = try ArgumentList(rest, command: first, usage: LayoutCommand.usage, options: [])
                return LayoutCommand.runStandardIO()
            case "bench": return try runBenchmark(rest)
            case "help":
                _ = try ArgumentList(rest, command: first, usage: "popover-demo help", options: [])
                Console.out(help)
                return 0
            default:
                throw UsageError("unknown command \"\(first)\"; valid commands: \(commands.joined(separator: ", ")) (or none, for the window)")
            }
        } catch let request as HelpRequest {
            Console.out("usage: \(request.usage)")
            return 0
        } catch let error as UsageError {
            Console.error("popover-demo: \(error)")
            return 2
        } catch let error as ScenarioError {
            // Already "FILE:LINE:COL: error: ...", the form editors jump to.
            Console.error("\(error)")
            return 2
        } catch let error as ScenarioLibraryError {
            Console.error("popover-demo: \(error)")
            return 2
        } catch let error as RecordingError {
            Console.error("popover-demo: \(error)")
            switch error {
            case .unsupportedExtension, .framesFromAnotherRun, .frameDirectoryInUse, .notAFrameFile: return 2
            default: return 1
            }
        } catch {
            Console.error("popover-demo: \(error)")
            return 1
        }
    }

    static let benchUsage = "popover-demo bench " + benchmarks.joined(separator: "|")

    static func runBenchmark(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { throw HelpRequest(usage: benchUsage) }
        guard arguments.count == 1, let name = arguments.first, benchmarks.contains(name) else {
            throw UsageError("bench: expected one of \(benchmarks.joined(separator: ", ")), got \(arguments.joined(separator: " "))")
        }
        #if DEBUG
        Console.error("note: this is a debug build; benchmark figures come from `swift build -c release`")
        #endif
        if name == "window" {
            // SDL's video start, before any demo is launched: no display, or one that cannot be
            // reached, is a usage problem, not a benchmark failure.
            let display = DisplayEnvironment()
            do {
                _ = try SDLRuntime(mode: .windowed, display: display)
            } catch let error as NoDisplayError {
                Console.error("popover-demo: bench window needs a display: \(error)")
                Console.error(WindowCommand.noDisplayAdvice(display))
                return 2
            } catch let error as SDLError where error.operation == "SDL_Init" {
                Console.error("popover-demo: bench window needs a display: \(error)")
                Console.error(WindowCommand.noDisplayAdvice(display))
                return 2
            }
        }
        let lines = switch name {
        case "frame": try FrameBenchmark.run()
        case "record": try RecordBenchmark.run()
        case "window": try WindowBenchmark.run()
        default: LayoutBenchmark.run()
        }
        for line in lines { Console.out(line) }
        return 0
    }
}
