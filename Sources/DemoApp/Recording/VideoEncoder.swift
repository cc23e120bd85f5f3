import Foundation
import PopoverRender
import PopoverSDL

/// Encodes rendered frames into a video with ffmpeg, or into numbered PNGs.
///
/// Frames are piped raw (`-f rawvideo -pix_fmt bgr0`) into ffmpeg, which runs alongside the
/// renderer: `append` returns as soon as the frame is queued, and a writer thread feeds ffmpeg.
/// The video is written under a temporary name of its own (`NAME.partial-PID-RANDOM.EXT`, see
/// `TemporaryFile`) and renamed to its final name by `finish`; if ffmpeg dies midway or reports
/// an error, `append` or `finish` throws `RecordingError.ffmpegFailed` with the end of
/// ffmpeg's output and the temporary file is removed, so nothing incomplete is left at either
/// name. `abort` stops ffmpeg and removes the temporary file (for PNGs, the frames written).
///
/// Create the encoder before rendering anything: its initializer finds ffmpeg, checks that the
/// output can be written and starts ffmpeg, and throws a clear `RecordingError` otherwise.
nonisolated public final class VideoEncoder {
    public let output: VideoOutput
    public let width: Int
    public let height: Int
    public let fps: Int
    /// How many frames `append` has accepted.
    public private(set) var frameCount = 0
    private let sink: FrameSink
    private var isOpen = true

    /// Opens `outputPath` (see `VideoOutput`) for frames of `width`×`height` pixels at `fps`,
    /// looking for ffmpeg in `searchPath` (a PATH-style list) when the format needs it.
    public convenience init(outputPath: String, width: Int, height: Int, fps: Int,
                            searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws {
        let output = try VideoOutput(path: outputPath)
        let ffmpeg = output.format.needsFFmpeg ? try Self.findFFmpeg(searchPath: searchPath) : nil
        try self.init(output: output, width: width, height: height, fps: fps, ffmpeg: ffmpeg)
    }

    /// Opens `output` with the ffmpeg at `ffmpeg`, which video formats require.
    public init(output: VideoOutput, width: Int, height: Int, fps: Int, ffmpeg: URL?) throws {
        precondition(width > 0 && height > 0 && fps > 0, "a recording needs a positive size and frame rate")
        self.output = output
        self.width = width
        self.height = height
        self.fps = fps
        if output.format == .pngSequence {
            sink = try PNGSequenceSink(output: output)
        } else {
            guard let ffmpeg else { throw RecordingError.ffmpegNotFound(searched: []) }
            sink = try FFmpegSink(ffmpeg: ffmpeg, output: output, width: width, height: height, fps: fps)
        }
    }

    deinit {
        if isOpen { sink.abort() }
    }

    /// ffmpeg's process id while it runs (nil for PNG output), for diagnostics and tests.
    public var ffmpegProcessIdentifier: Int32? {
        (sink as? FFmpegSink)?.processIdentifier
    }

    /// The ffmpeg executable in the first folder of `searchPath` (a colon-separated list, as
    /// PATH) that has one; without a PATH at all, the system's default path (as execvp uses).
    /// - Throws: `RecordingError.ffmpegNotFound`, whose message names the Debian package.
    public static func findFFmpeg(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> URL {
        let folders = (searchPath ?? systemSearchPath).split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for folder in folders {
            let candidate = (folder as NSString).appendingPathComponent("ffmpeg")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return URL(fileURLWithPath: candidate)
            }
        }
        throw RecordingError.ffmpegNotFound(searched: folders)
    }

    /// The C library's default search path (`confstr(_CS_PATH)`, "/bin:/usr/bin" on glibc).
    static var systemSearchPath: String {
        let name = Int32(_CS_PATH)
        let length = confstr(name, nil, 0)
        guard length > 0 else { return "/usr/bin:/bin" }
        var bytes = [CChar](repeating: 0, count: length)
        _ = confstr(name, &bytes, length)
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Adds the next frame, which must be `width`×`height`.
    /// - Throws: `RecordingError.ffmpegFailed` if ffmpeg has stopped (the recording is then over).
    public func append(_ frame: PixelBuffer) throws {
        guard isOpen else { throw RecordingError.closed }
        guard frame.width == width, frame.height == height else {
            throw RecordingError.frameSizeMismatch(expected: "\(width)x\(height)", found: "\(frame.width)x\(frame.height)")
        }
        do {
            try sink.append(frame, index: frameCount)
        } catch {
            isOpen = false
            sink.abort()
            throw error
        }
        frameCount += 1
    }

    /// Completes the file (or directory) and returns its location.
    /// - Throws: `RecordingError.noFrames` if nothing was appended, `.ffmpegFailed` if ffmpeg
    ///   did not finish cleanly; either way no output is left at the final path.
    public func finish() throws -> URL {
        guard isOpen else { throw RecordingError.closed }
        isOpen = false
        guard frameCount > 0 else {
            sink.abort()
            throw RecordingError.noFrames
        }
        return try sink.finish(frameCount: frameCount)
    }

    /// Stops recording and removes what was written.
    public func abort() {
        guard isOpen else { return }
        isOpen = false
        sink.abort()
    }
}

/// Where `VideoEncoder` sends frames: ffmpeg, or a directory of PNG files.
nonisolated protocol FrameSink: AnyObject {
    func append(_ frame: PixelBuffer, index: Int) throws
    /// Completes the output and returns where it is.
    func finish(frameCount: Int) throws -> URL
    /// Stops and removes what was written.
    func abort()
}
