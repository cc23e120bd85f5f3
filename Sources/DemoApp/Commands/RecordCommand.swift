import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo record --scenario NAME|FILE --out clip.mp4|clip.webm|clip.gif|DIR/ [--fps N]
/// [--size WxH] [--scale N] [--idiom NAME] [--replace-frames]`: renders a scenario headlessly and encodes it.
enum RecordCommand {
    static let usage = "popover-demo record --scenario NAME|FILE --out clip.mp4|clip.webm|clip.gif|DIR/ [--fps N] [--size WxH] [--scale N] [--idiom NAME] [--replace-frames] [--snapshots DIR]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "record", usage: usage,
                                    options: ["scenario", "out", "fps", "size", "scale", "idiom", ScenarioSnapshots.option], switches: ["replace-frames"])
        guard let scenarioName = args["scenario"] else { throw UsageError("record: --scenario NAME|FILE is required\nusage: \(usage)") }
        guard let out = args["out"] else { throw UsageError("record: --out PATH is required\nusage: \(usage)") }
        let fps = try args.integer("fps", default: FrameRate.standard.framesPerSecond, range: 1...240)
        let size = try args.values["size"].map { _ in try args.size("size", default: (0, 0)) }.map { Size(width: $0.0, height: $0.1) }
        let scale = try args.values["scale"].map { _ in try args.number("scale", default: 1, range: 1...4) }
        let idiom = try args["idiom"].map(Idiom.named)
        // Everything that can be checked is checked before the first frame is rendered.
        let scenario = try ScenarioRunner.library().load(scenarioName)
        _ = try ScenarioRunner.Opening(scenario, fps: fps, size: size, scale: scale, idiom: idiom, format: VideoOutput.format(of: out))
        let snapshots = ScenarioSnapshots(scenario, directory: args[ScenarioSnapshots.option])
        try PathClash.check(outputs: [PathClash.Named(role: "--out", path: out, isFrameFolder: VideoOutput.namesFrameFolder(out))]
                                + snapshots.outputs,
                            inputs: [PathClash.Named(role: "--scenario", path: scenario.file)])
        let output = try VideoOutput(path: out, replacingFrames: args.flags.contains("replace-frames"))
        // After the frame folder is made: snapshots may go into it.
        do {
            try snapshots.checkWritable()
        } catch {
            if output.createdDirectory { rmdir(output.path) }
            throw error
        }
        if let note = snapshots.skippedNote { Console.error(note) }
        let ffmpeg = output.format.needsFFmpeg ? try VideoEncoder.findFFmpeg() : nil
        let runtime = try SDLRuntime(mode: .headless)
        let runner = try ScenarioRunner(scenario: scenario, fps: fps, runtime: runtime, size: size, scale: scale, idiom: idiom)
        snapshots.prepare(runner)
        let encoder = try VideoEncoder(output: output, width: runner.backend.frame.width,
                                       height: runner.backend.frame.height, fps: fps, ffmpeg: ffmpeg)
        let interrupt = RecordingInterrupt()
        defer { interrupt.uninstall() }
        let progress = RecordingProgress(totalFrames: runner.frameCount, fps: fps,
                                         outputRate: output.format == .gif ? VideoFormat.gifFrameRate(forSourceRate: fps) : nil)
        do {
            _ = try RecordingLoop.run(frameCount: runner.frameCount, encoder: encoder, interrupt: interrupt,
                                     progress: progress) { try runner.render(frame: $0) }
        } catch RecordingError.noFrames where interrupt.isRequested {
            Console.error("popover-demo: interrupted before the first frame; nothing was written")
        }
        return interrupt.signal.map(ExitStatus.stopped(by:)) ?? ExitStatus.success
    }
}
