import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo bench record`: the first 600 frames of example-drag-tracking at 800x600,
/// rendered and encoded to mp4, against ffmpeg alone encoding the same raw frames from a file
/// with the same settings, in the same run. Recording overlaps rendering with encoding, so it
/// should take little more than the encode alone.
enum RecordBenchmark {
    static let frameCount = 600
    static let size = Size(width: 800, height: 600)

    static func run() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-record-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ffmpeg = try VideoEncoder.findFFmpeg()
        let scenario = try ScenarioRunner.library().load("example-drag-tracking")
        let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: AssetLocator.fontFolders())
        let clock = ContinuousClock()

        // Render and encode, as `record` does.
        let runner = try ScenarioRunner(scenario: scenario, fps: 60, runtime: runtime, size: size, scale: 1, idiom: nil)
        let frames = min(frameCount, runner.frameCount)
        let output = try VideoOutput(path: folder.appendingPathComponent("recorded.mp4").path)
        let encoder = try VideoEncoder(output: output, width: runner.backend.frame.width,
                                       height: runner.backend.frame.height, fps: 60, ffmpeg: ffmpeg)
        let recordStart = clock.now
        _ = try RecordingLoop.run(frameCount: frames, encoder: encoder) { try runner.render(frame: $0) }
        let recordSeconds = seconds(clock.now - recordStart)

        // The same frames, raw, in a file; then ffmpeg alone with the same arguments.
        let rawPath = folder.appendingPathComponent("frames.raw").path
        guard FileManager.default.createFile(atPath: rawPath, contents: nil) else {
            throw UsageError("bench record: cannot create \(rawPath)")
        }
        let raw = try FileHandle(forWritingTo: URL(fileURLWithPath: rawPath))
        let replay = try ScenarioRunner(scenario: scenario, fps: 60, runtime: runtime, size: size, scale: 1, idiom: nil)
        for index in 0..<frames {
            let frame = try replay.render(frame: index)
            frame.pixels.withUnsafeBytes { raw.write(Data($0)) }
        }
        try raw.close()
        let encodeOutput = folder.appendingPathComponent("encoded.mp4").path
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = output.format.ffmpegArguments(width: replay.backend.frame.width, height: replay.backend.frame.height,
                                                          fps: 60, outputPath: encodeOutput)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: rawPath))
        let encodeStart = clock.now
        try process.run()
        process.waitUntilExit()
        let encodeSeconds = seconds(clock.now - encodeStart)
        guard process.terminationStatus == 0 else {
            throw UsageError("bench record: ffmpeg exited with status \(process.terminationStatus)")
        }
        let label = "\(Int(size.width))x\(Int(size.height)) \(frames) frames"
        return [
            String(format: "record example-drag-tracking %@: %.2f s", label, recordSeconds),
            String(format: "encode only %@: %.2f s", label, encodeSeconds),
        ]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
