import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// `popover-demo bench record`: the first 600 frames of example-drag-tracking at 800x600,
/// rendered and encoded to mp4, against ffmpeg alone encoding the same raw frames from a file
/// with the same settings, in the same run. Recording overlaps rendering with encoding, so it
/// should take little more than the encode alone.
///
/// Each figure is the median of `runCount` runs, the two kinds taking turns, so a burst of load
/// from elsewhere on the machine does not weigh on one of them only.
enum RecordBenchmark {
    static let frameCount = 600
    static let size = Size(width: 800, height: 600)
    static let runCount = 5
    static let fps = FrameRate.standard.framesPerSecond

    static func run() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-record-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ffmpeg = try VideoEncoder.findFFmpeg()
        let scenario = try ScenarioRunner.library().load("example-drag-tracking")
        let runtime = try SDLRuntime(mode: .headless)
        func runner() throws -> ScenarioRunner {
            try ScenarioRunner(scenario: scenario, fps: fps, runtime: runtime, size: size, scale: 1, idiom: nil)
        }
        let frames = min(frameCount, try runner().frameCount)
        let rawPath = try writeRawFrames(frames, of: try runner(), to: folder.appendingPathComponent("frames.raw"))
        let output = try VideoOutput(path: folder.appendingPathComponent("recorded.mp4").path)
        let encodePath = folder.appendingPathComponent("encoded.mp4").path

        var recordSeconds: [Double] = [], encodeSeconds: [Double] = []
        for _ in 0..<runCount {
            recordSeconds.append(try timeRecording(frames, of: try runner(), to: output, ffmpeg: ffmpeg))
            encodeSeconds.append(try timeEncoding(rawPath: rawPath, format: output.format, to: encodePath, ffmpeg: ffmpeg))
        }
        let label = "\(Int(size.width))x\(Int(size.height)) \(frames) frames"
        return [
            String(format: "record example-drag-tracking %@: %.2f s", label, BenchmarkStatistics.median(recordSeconds)),
            String(format: "encode only %@: %.2f s", label, BenchmarkStatistics.median(encodeSeconds)),
        ]
    }

    /// Renders and encodes, as `record` does.
    static func timeRecording(_ frames: Int, of runner: ScenarioRunner, to output: VideoOutput, ffmpeg: URL) throws -> Double {
        let encoder = try VideoEncoder(output: output, width: runner.backend.frame.width,
                                       height: runner.backend.frame.height, fps: fps, ffmpeg: ffmpeg)
        let start = ContinuousClock.now
        _ = try RecordingLoop.run(frameCount: frames, encoder: encoder) { try runner.render(frame: $0) }
        return seconds(ContinuousClock.now - start)
    }

    /// The frames as raw pixels, as the recorder pipes them.
    static func writeRawFrames(_ frames: Int, of runner: ScenarioRunner, to url: URL) throws -> String {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw UsageError("bench record: cannot create \(url.path)")
        }
        let raw = try FileHandle(forWritingTo: url)
        for index in 0..<frames {
            let frame = try runner.render(frame: index)
            frame.pixels.withUnsafeBytes { raw.write(Data($0)) }
        }
        try raw.close()
        return url.path
    }

    /// ffmpeg alone, with the recorder's arguments, reading the raw frames from a file.
    static func timeEncoding(rawPath: String, format: VideoFormat, to outputPath: String, ffmpeg: URL) throws -> Double {
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = format.ffmpegArguments(width: Int(size.width), height: Int(size.height), fps: fps,
                                                   outputPath: outputPath)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: rawPath))
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = seconds(ContinuousClock.now - start)
        guard process.terminationStatus == 0 else {
            throw UsageError("bench record: ffmpeg exited with status \(process.terminationStatus)")
        }
        return elapsed
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
