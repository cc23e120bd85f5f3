import PopoverSDL

/// `popover-demo bench NAME`: runs one benchmark and prints its figures.
enum BenchCommand {
    /// Every benchmark, by name, and what measures it.
    static let benchmarks: [(name: String, run: @MainActor () throws -> [String])] = [
        ("layout", { LayoutBenchmark.run() }),
        ("frame", FrameBenchmark.run),
        ("record", RecordBenchmark.run),
        ("window", WindowBenchmark.run),
        ("glass", GlassBenchmark.run),
    ]

    static let usage = "popover-demo bench " + benchmarks.map(\.name).joined(separator: "|")

    static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { throw HelpRequest(usage: usage) }
        let expected = "expected a benchmark (\(benchmarks.map(\.name).joined(separator: ", ")))"
        guard let name = arguments.first else { throw UsageError("bench: \(expected), got nothing") }
        guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
            throw UsageError("bench: \(expected), got \"\(TerminalText.escaped(name))\"")
        }
        if arguments.count > 1 {
            throw UsageError("bench \(name): unexpected argument \"\(TerminalText.escaped(arguments[1]))\" (bench runs one benchmark)")
        }
        #if DEBUG
        Console.error("note: this is a debug build; benchmark figures come from `swift build -c release`")
        #endif
        if benchmark.name == "window" {
            // SDL's video start, before any demo is launched: no display, or one that cannot be
            // reached, is a usage problem, not a benchmark failure.
            let display = DisplayEnvironment()
            _ = try WindowCommand.requiringDisplay(display, context: "bench window needs a display: ") {
                try SDLRuntime(mode: .windowed, display: display)
            }
        }
        for line in try benchmark.run() { Console.out(line) }
        return ExitStatus.success
    }
}
