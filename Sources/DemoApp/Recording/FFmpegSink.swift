import CLinux
import Foundation
import PopoverRender
import PopoverSDL

/// Pipes raw frames into an ffmpeg process that writes a `TemporaryFile` beside the output,
/// renamed to the final path once ffmpeg has succeeded and the file is checked, and removed
/// when it fails or the recording is aborted.
///
/// Success means more than ffmpeg's exit status: ffmpeg exits 0 even when it could not write
/// the file's trailer (a full disk), so any line in its error log, or an empty file, is a
/// failure too; and the file is synced, so a write-back error shows before it is renamed.
nonisolated final class FFmpegSink: FrameSink {
    private let output: VideoOutput
    private let process: ChildProcess
    /// The pipe's writing end, which frames go into.
    private var input: Int32
    private let writer: FramePipeWriter
    /// What ffmpeg writes, under its temporary name.
    private let partial: TemporaryFile
    /// ffmpeg's standard error: an anonymous file (so it can never block on a full pipe, and
    /// nothing is left in the temporary folder however the process ends).
    private let log: Int32
    private var processToken: ExitCleanup.Token?
    private var isClosed = false

    var processIdentifier: Int32 { process.processIdentifier }

    /// Linux's F_SETPIPE_SZ, which Glibc's Swift overlay does not export.
    static let setPipeSize: Int32 = 1031

    init(ffmpeg: URL, output: VideoOutput, width: Int, height: Int, fps: Int) throws {
        self.output = output
        do {
            partial = try TemporaryFile(beside: output.filePath)
            try partial.close(destination: output.path)
        } catch let error as OutputFileError {
            throw RecordingError(error)
        }
        // In memory: no temporary folder is needed (TMPDIR may not exist), none is left behind.
        log = linux_anonymous_file("popover-demo-ffmpeg.log")
        guard log >= 0 else {
            let reason = String(cString: strerror(errno))
            partial.discard()
            throw RecordingError.ffmpegLaunchFailed(reason: "cannot create its log file: \(reason)")
        }
        var ends: [Int32] = [-1, -1]
        let nullDevice = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard pipe(&ends) == 0, nullDevice >= 0 else {
            let reason = String(cString: strerror(errno)) + (errno == EMFILE ? " (raise `ulimit -n`)" : "")
            for descriptor in ends + [nullDevice, log] where descriptor >= 0 { close(descriptor) }
            partial.discard()
            throw RecordingError.ffmpegLaunchFailed(reason: reason)
        }
        defer {
            close(ends[0])
            close(nullDevice)
        }
        // Neither end may reach ffmpeg but as its standard input (its own end of the pipe
        // held open there would keep it waiting for more frames forever).
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        input = ends[1]
        // Writing to a pipe whose reader died raises SIGPIPE, which would kill us; with it
        // ignored the write fails with EPIPE and we report ffmpeg's own words instead.
        signal(SIGPIPE, SIG_IGN)
        do {
            process = try ChildProcess(executable: ffmpeg.path,
                                       arguments: output.format.ffmpegArguments(width: width, height: height, fps: fps,
                                                                                outputPath: partial.path),
                                       input: ends[0], output: nullDevice, error: log)
        } catch {
            partial.discard()
            close(log)
            close(ends[1])
            throw RecordingError.ffmpegLaunchFailed(reason: ScenarioParser.reason(error))
        }
        processToken = ExitCleanup.track(process: process.processIdentifier)
        let descriptor = input
        // ffmpeg reads its input in the thread that feeds the encoder: with the default 64 KiB
        // pipe it waits on us dozens of times per frame. 1 MiB is what unprivileged processes
        // may ask for; failing to get it only costs speed.
        _ = fcntl(descriptor, Self.setPipeSize, Int32(1 << 20))
        writer = FramePipeWriter(descriptor: descriptor)
    }

    deinit {
        if !isClosed { abort() }
        close(log)
    }

    func append(_ frame: PixelBuffer, index: Int) throws {
        if writer.enqueue(frame.pixels) != nil {
            throw failure(framesSent: index)
        }
    }

    func finish(frameCount: Int) throws -> URL {
        let writeError = writer.close()
        closeInput()
        waitForExit()
        guard writeError == nil, process.exited, process.terminationStatus == 0 else {
            throw failure(framesSent: frameCount)
        }
        let complaints = Self.tail(ofFile: log, lines: 12)
        guard complaints.isEmpty else {
            throw failure(framesSent: frameCount, status: "exited with status 0 but reported an error", log: complaints)
        }
        var info = stat()
        guard stat(partial.path, &info) == 0, info.st_size > 0 else {
            throw failure(framesSent: frameCount, status: "exited with status 0 but wrote nothing to \(partial.path)")
        }
        if let problem = VideoCompleteness.problem(at: partial.path, format: output.format) {
            _ = failure(framesSent: frameCount, status: "exited with status 0")
            throw RecordingError.incompleteVideo(path: output.path, reason: problem)
        }
        do {
            try Self.sync(partial.path, destination: output.path)
            try partial.commit(to: output.filePath)
        } catch let error as OutputFileError {
            partial.discard()
            throw RecordingError(error)
        }
        return URL(fileURLWithPath: output.path)
    }

    func abort() {
        guard !isClosed else { return }
        if process.isRunning { process.terminate() }
        _ = writer.close(discardPending: true)
        closeInput()
        waitForExit()
        partial.discard()
    }

    /// Stops ffmpeg for good after it failed, removes its partial output, and describes why.
    private func failure(framesSent: Int, status: String? = nil, log complaints: String? = nil) -> RecordingError {
        if !isClosed {
            _ = writer.close(discardPending: true)
            closeInput()
            waitForExit()
        }
        let status = status ?? (!process.exited
            ? "was killed by signal \(process.terminationStatus)" + (process.terminationStatus == SIGXFSZ
                ? " (SIGXFSZ: the file-size limit, `ulimit -f`, was reached)" : "")
            : process.terminationStatus == 0 ? "stopped reading frames" : "exited with status \(process.terminationStatus)")
        let said = complaints ?? Self.tail(ofFile: log, lines: 12)
        partial.discard()
        return RecordingError.ffmpegFailed(status: status, framesSent: framesSent, log: said)
    }

    private func waitForExit() {
        process.waitUntilExit()
        isClosed = true
        ExitCleanup.withdraw(processToken)
        processToken = nil
    }

    private func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Flushes `path` to its device, so a write-back error (a full disk) is reported now.
    private static func sync(_ path: String, destination: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputFileError(path: destination, errno: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw OutputFileError(path: destination, errno: errno) }
    }

    /// The last `lines` lines of the text in the file open at `descriptor`, trimmed.
    static func tail(ofFile descriptor: Int32, lines: Int) -> String {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0 else { return "" }
        // ffmpeg logs errors only: a few lines, unless something goes badly wrong.
        let size = Int(info.st_size), count = min(size, 1 << 16)
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(size - count)) }
        guard read > 0 else { return "" }
        let text = String(decoding: bytes.prefix(read), as: UTF8.self)
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
