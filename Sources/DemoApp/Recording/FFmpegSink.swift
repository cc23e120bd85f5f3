import Foundation
import PopoverSDL

/// Pipes raw frames into an ffmpeg process that writes `output.partialPath`, renamed to the
/// final path when ffmpeg succeeds and removed when it fails or the recording is aborted.
nonisolated final class FFmpegSink: FrameSink {
    private let output: VideoOutput
    private let process = Process()
    private let input = Pipe()
    private let writer: FramePipeWriter
    /// ffmpeg's standard error goes to a file so it can never block on a full pipe.
    private let logPath: String
    private var isClosed = false

    var processIdentifier: Int32 { process.processIdentifier }

    /// Linux's F_SETPIPE_SZ, which Glibc's Swift overlay does not export.
    static let setPipeSize: Int32 = 1031

    init(ffmpeg: URL, output: VideoOutput, width: Int, height: Int, fps: Int) throws {
        self.output = output
        logPath = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("popover-demo-ffmpeg-\(getpid())-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: logPath, contents: nil),
              let log = FileHandle(forWritingAtPath: logPath) else {
            throw RecordingError.ffmpegLaunchFailed(reason: "cannot create its log file \(logPath)")
        }
        defer { try? log.close() }
        process.executableURL = ffmpeg
        process.arguments = output.format.ffmpegArguments(width: width, height: height, fps: fps,
                                                          outputPath: output.partialPath)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        // Writing to a pipe whose reader died raises SIGPIPE, which would kill us; with it
        // ignored the write fails with EPIPE and we report ffmpeg's own words instead.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: logPath)
            throw RecordingError.ffmpegLaunchFailed(reason: ScenarioParser.reason(error))
        }
        let descriptor = input.fileHandleForWriting.fileDescriptor
        // ffmpeg reads its input in the thread that feeds the encoder: with the default 64 KiB
        // pipe it waits on us dozens of times per frame. 1 MiB is what unprivileged processes
        // may ask for; failing to get it only costs speed.
        _ = fcntl(descriptor, Self.setPipeSize, Int32(1 << 20))
        writer = FramePipeWriter(descriptor: descriptor)
    }

    deinit {
        if !isClosed { abort() }
    }

    func append(_ frame: PixelBuffer, index: Int) throws {
        if writer.enqueue(frame.pixels) != nil {
            throw failure(framesSent: index)
        }
    }

    func finish(frameCount: Int) throws -> URL {
        let writeError = writer.close()
        closeInput()
        process.waitUntilExit()
        isClosed = true
        guard writeError == nil, process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw failure(framesSent: frameCount)
        }
        try? FileManager.default.removeItem(atPath: logPath)
        guard rename(output.partialPath, output.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: output.partialPath)
            throw RecordingError.unwritableOutput(path: output.path, reason: reason)
        }
        return URL(fileURLWithPath: output.path)
    }

    func abort() {
        guard !isClosed else { return }
        isClosed = true
        if process.isRunning { process.terminate() }
        _ = writer.close(discardPending: true)
        closeInput()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: output.partialPath)
        try? FileManager.default.removeItem(atPath: logPath)
    }

    /// Stops ffmpeg for good after it failed, removes its partial output, and describes why.
    private func failure(framesSent: Int) -> RecordingError {
        if !isClosed {
            isClosed = true
            _ = writer.close(discardPending: true)
            closeInput()
            process.waitUntilExit()
        }
        let status = process.terminationReason == .uncaughtSignal
            ? "was killed by signal \(process.terminationStatus)"
            : process.terminationStatus == 0 ? "stopped reading frames" : "exited with status \(process.terminationStatus)"
        let log = Self.tail(ofFile: logPath, lines: 12)
        try? FileManager.default.removeItem(atPath: output.partialPath)
        try? FileManager.default.removeItem(atPath: logPath)
        return RecordingError.ffmpegFailed(status: status, framesSent: framesSent, log: log)
    }

    private func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// The last `lines` lines of a text file, trimmed.
    static func tail(ofFile path: String, lines: Int) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}
