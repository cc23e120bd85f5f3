import PopoverSDL

/// Why a recording could not start or did not complete; each message says what to do.
nonisolated public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ffmpeg is not in any of the `searched` folders.
    case ffmpegNotFound(searched: [String])
    /// The output's extension names no format we can write.
    case unsupportedExtension(path: String)
    /// The output cannot be created there.
    case unwritableOutput(path: String, reason: String)
    /// A video's path names a FIFO or device (`kind` says which), which renaming the finished
    /// video into place would replace.
    case notARegularFile(path: String, kind: String)
    /// A directory for PNG frames already holds `count` frames of an earlier recording.
    case framesFromAnotherRun(directory: String, count: Int)
    /// Another recording is writing frames into this directory right now.
    case frameDirectoryInUse(directory: String)
    /// `--replace-frames` found something named like a frame that is no frame file.
    case notAFrameFile(path: String)
    /// ffmpeg exited cleanly but what it wrote is not a complete file of the format.
    case incompleteVideo(path: String, reason: String)
    /// The folder the window started in (nil: one that was deleted already) is gone.
    case recordingFolderGone(path: String?)
    /// ffmpeg could not be started.
    case ffmpegLaunchFailed(reason: String)
    /// ffmpeg stopped before the recording was complete; `log` is the end of what it printed.
    case ffmpegFailed(status: String, framesSent: Int, log: String)
    /// A frame's size differs from the size the recording was opened with.
    case frameSizeMismatch(expected: String, found: String)
    /// `finish()` was called before any frame was appended.
    case noFrames
    /// The encoder was used after `finish()` or `abort()`, or after it failed.
    case closed

    public var description: String {
        switch self {
        case .ffmpegNotFound(let searched):
            return Self.ffmpegNotFoundText(searched: searched) + ", or record numbered PNGs with --out DIR/"
        case .unsupportedExtension(let path):
            return "cannot tell the format of \(path): expected an output ending in "
                + VideoFormat.fileExtensions.map { "." + $0 }.joined(separator: ", ")
                + " or a directory ending in / for numbered PNG frames"
        case .unwritableOutput(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .notARegularFile(let path, let kind):
            return "cannot record into \(path): it is \(kind); a video is written whole under a temporary name and "
                + "renamed into place, which would replace it: record to a file"
        case .framesFromAnotherRun(let directory, let count):
            return "\(directory) already holds \(count) frame\(count == 1 ? "" : "s") (frame-NNNNN.png) of another recording; "
                + "choose an empty directory, or pass --replace-frames to delete them first"
        case .frameDirectoryInUse(let directory):
            return "another recording is writing frames into \(directory); wait for it, or choose another directory"
        case .notAFrameFile(let path):
            return "\(path) is named like a frame but is not a file; nothing was deleted (move it, or choose another directory)"
        case .incompleteVideo(let path, let reason):
            return "ffmpeg exited with status 0, but \(path) is not a complete video: \(reason); no video was written"
        case .recordingFolderGone(let path):
            let folder = path.map { "the folder the window started in, \($0), no longer exists" }
                ?? "the folder the window started in had been deleted before it started"
            return "\(folder); recordings go there only: start the window in an existing folder"
        case .ffmpegLaunchFailed(let reason):
            return "cannot start ffmpeg: \(reason)"
        case .ffmpegFailed(let status, let frames, let log):
            let tail = log.isEmpty ? "" : "\nffmpeg said:\n" + log
            return "ffmpeg \(status) after \(frames) frame\(frames == 1 ? "" : "s"); no video was written\(tail)"
        case .frameSizeMismatch(let expected, let found):
            return "frame size changed during the recording: expected \(expected), found \(found)"
        case .noFrames:
            return "no frames were recorded"
        case .closed:
            return "the recording is already finished"
        }
    }
}

extension RecordingError {
    /// Where ffmpeg was looked for, and how to install it.
    static func ffmpegNotFoundText(searched: [String]) -> String {
        let folders = searched.isEmpty ? "PATH is empty" : "searched " + searched.joined(separator: ":")
        return "ffmpeg was not found (\(folders)); install the Debian package `ffmpeg` (apt-get install ffmpeg) to record video"
    }

    /// A file that could not be written, as a recording's error.
    init(_ error: OutputFileError) {
        self = .unwritableOutput(path: error.path, reason: error.reason)
    }
}
