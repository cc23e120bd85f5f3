import Foundation

/// One subcommand of `popover-demo`: the name it is called by, its entry in the help text, and
/// what it runs with the arguments after its name.
struct DemoCommand {
    let name: String
    let help: HelpEntry
    let run: @MainActor ([String]) throws -> Int32

    /// A command that takes no arguments (only `--help`).
    init(_ name: String, usage: String, summary: [String], run: @escaping @MainActor () throws -> Int32) {
        self.name = name
        help = HelpEntry(usage: [usage], summary: summary)
        self.run = { arguments in
            _ = try ArgumentList(arguments, command: name, usage: usage, options: [])
            return try run()
        }
    }

    init(_ name: String, usage: [String], summary: [String], run: @escaping @MainActor ([String]) throws -> Int32) {
        self.name = name
        help = HelpEntry(usage: usage, summary: summary)
        self.run = run
    }
}

/// A usage and what it does, as `popover-demo help` lists them: the usage lines from the left,
/// the summary in a column of its own, beside the usage when it is one line short enough.
struct HelpEntry {
    var usage: [String]
    var summary: [String]

    static let indent = "  "
    /// Where the summaries start.
    static let summaryColumn = 44

    var lines: [String] {
        var lines = usage.map { Self.indent + $0 }
        var summary = summary[...]
        if lines.count == 1, let last = lines.last, let first = summary.first, last.count + 2 <= Self.summaryColumn {
            lines[lines.count - 1] = last.padding(toLength: Self.summaryColumn, withPad: " ", startingAt: 0) + first
            summary = summary.dropFirst()
        }
        let blank = String(repeating: " ", count: Self.summaryColumn)
        return lines + summary.map { blank + $0 }
    }
}
