import PopoverKit
import PopoverSDL

/// The command-line entry point: parses arguments and runs a subcommand; returns the exit code.
public enum DemoMain {
    public static func run(arguments: [String]) -> Int32 {
        0
    }
}
