import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo verify --scenario NAME|FILE [--json FILE] [--plot FILE.png] [--fps N] [--scale N]
/// [--idiom NAME]`: plays a scenario headlessly and measures, in every frame, how far each
/// visible arrow tip is from where it should point: from the layout (analytically) and from the
/// rendered pixels. Exits 1 when a steady, unsaturated frame is off by more than 0.5 px
/// analytically or 1 px in pixels.
enum VerifyCommand {
    static let usage = "popover-demo verify --scenario NAME|FILE [--json FILE] [--plot FILE.png] [--fps N] [--size WxH] [--scale N] [--idiom NAME] [--snapshots DIR]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "verify", usage: usage,
                                    options: ["scenario", "json", "plot", "fps", "scale", "idiom", "size", ScenarioSnapshots.option])
        guard let scenarioName = args["scenario"] else { throw UsageError("verify: --scenario NAME|FILE is required\nusage: \(usage)") }
        if let plot = args["plot"], !plot.lowercased().hasSuffix(".png") {
            throw UsageError("verify: --plot \(plot): the file name must end in .png")
        }
        let fps = try args.integer("fps", default: FrameRate.standard.framesPerSecond, range: 1...240)
        let scale = try args.values["scale"].map { _ in try args.number("scale", default: 2, range: 1...4) } ?? 2
        let size = try args.values["size"].map { _ in try args.size("size", default: (0, 0)) }.map { Size(width: $0.0, height: $0.1) }
        let idiom = try args["idiom"].map(Idiom.named)
        let scenario = try ScenarioRunner.library().load(scenarioName)
        // Checked before the run, which may take minutes, rather than when the report is written.
        let snapshots = ScenarioSnapshots(scenario, directory: args[ScenarioSnapshots.option])
        let reports = [("--json", args["json"]), ("--plot", args["plot"])].compactMap { role, path in
            path.map { PathClash.Named(role: role, path: $0) }
        }
        try PathClash.check(outputs: reports + snapshots.outputs, inputs: [PathClash.Named(role: "--scenario", path: scenario.file)])
        for output in [args["json"], args["plot"]].compactMap({ $0 }) { try OutputFile.checkWritable(output) }
        try snapshots.checkWritable()
        if let note = snapshots.skippedNote { Console.error(note) }
        let runtime = try SDLRuntime(mode: .headless)
        let report = try verify(scenario, runtime: runtime, fps: fps, scale: scale, size: size, idiom: idiom,
                                json: args["json"], plot: args["plot"], prepare: snapshots.prepare)
        Console.out(report.table.hasSuffix("\n") ? String(report.table.dropLast()) : report.table)
        return report.exitCode
    }

    /// `prepare` sees the runner before its first frame (tests inject a drawing fault there).
    static func verify(_ scenario: Scenario, runtime: SDLRuntime, fps: Int, scale: Double, size: Size?, idiom: Idiom?,
                       json: String?, plot: String?, prepare: (ScenarioRunner) -> Void = { _ in }) throws -> TrackingReport {
        let runner = try ScenarioRunner(scenario: scenario, fps: fps, runtime: runtime, size: size, scale: scale, idiom: idiom)
        prepare(runner)
        var verifier = TrackingVerifier(scale: scale)
        var showedAPopover = false
        for index in 0..<runner.frameCount {
            let frame = try runner.render(frame: index)
            showedAPopover = showedAPopover || runner.app.host.placements.contains { $0.appearance.isRendered }
            let popovers = PlacedPopoverTracking.tracked(runner.app.host.placements, frame: frame, scale: scale,
                                                         window: Rect(origin: .zero, size: runner.app.size),
                                                         overlaid: runner.app.showsGeometry || runner.app.showsHelp)
            verifier.record(frame: frame, time: runner.timeline.time(ofFrame: index), popovers: popovers)
        }
        // A run that showed nothing proves nothing: it fails, and writes no report.
        guard showedAPopover else { throw NothingMeasured(scenario: scenario.name) }
        return try verifier.finish(scenario: scenario.name, jsonPath: json, plotPath: plot, runtime: runtime)
    }
}

/// `verify` ran a scenario in which no popover was shown in any frame.
struct NothingMeasured: Error, CustomStringConvertible {
    var scenario: String

    var description: String {
        "verify \(scenario): FAIL (nothing was measured: no popover was shown in any frame)"
    }
}
