import PopoverKit
import PopoverSDL

/// The command-line entry point: parses arguments and runs a subcommand; returns the exit code.
@MainActor
public enum DemoMain {
    static let commands = ["screenshot", "help"]

    static let help = """
        popover-demo: anchored popovers on Linux, a re-creation of SwiftUI-Popover in SDL2.

        usage:
          popover-demo [--size WxH] [--scale N]     open the interactive demo window
          popover-demo screenshot --out FILE.png [--size WxH] [--scale N]
                                                    render the example frame headlessly to a PNG
          popover-demo help                         show this text
        """

    public static func run(arguments: [String]) -> Int32 {
        do {
            guard let first = arguments.first, !first.hasPrefix("-") else {
                if arguments.contains("--help") || arguments.contains("-h") {
                    Console.out(help)
                    return 0
                }
                return try WindowCommand.run(arguments)
            }
            let rest = Array(arguments.dropFirst())
            switch first {
            case "screenshot": return try ScreenshotCommand.run(rest)
            case "help": Console.out(help); return 0
            default:
                throw UsageError("unknown command \"\(first)\"; valid commands: \(commands.joined(separator: ", ")) (or none, for the window)")
            }
        } catch let error as UsageError {
            Console.error("popover-demo: \(error)")
            return 2
        } catch {
            Console.error("popover-demo: \(error)")
            return 1
        }
    }
}
