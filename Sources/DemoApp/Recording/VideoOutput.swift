import Foundation
import PopoverSDL

/// Where a recording goes and in what format, checked to be writable before anything renders.
///
/// A path ending in `/`, or naming an existing directory without a video extension, gets numbered
/// PNG frames; otherwise the extension picks the format, and a directory at that path is refused.
/// Videos are written under a temporary name of their own beside the final path (see
/// `TemporaryFile`) and renamed into place only once complete, so a file at the final path is
/// always whole and two recordings to one path never share a file.
nonisolated public struct VideoOutput: Hashable, Sendable {
    /// The final file, or the directory for PNG frames.
    public let path: String
    /// Where the video is renamed into place: `path`, or the file a symbolic link there names.
    let filePath: String
    public let format: VideoFormat
    /// PNG frames only: whether frames of an earlier run in the directory are deleted first
    /// (without it they are refused).
    public let replacesFrames: Bool
    /// PNG frames only: whether the directory was made for this recording, so a recording that
    /// leaves nothing in it removes it again.
    public let createdDirectory: Bool

    /// Decides the format and checks that the output can be created.
    /// - Throws: `RecordingError.unsupportedExtension`, `.unwritableOutput`, or
    ///   `.framesFromAnotherRun` for a frame directory holding frames unless `replacingFrames`.
    public init(path: String, replacingFrames: Bool = false) throws {
        let videoFormat = VideoFormat(fileExtension: (path as NSString).pathExtension)
        replacesFrames = replacingFrames
        if Self.namesFrameFolder(path) {
            self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            format = .pngSequence
            filePath = self.path
            let earlier = PNGSequenceSink.frameFiles(in: self.path)
            if !earlier.isEmpty && !replacingFrames {
                throw RecordingError.framesFromAnotherRun(directory: self.path, count: earlier.count)
            }
            // Checked before anything is deleted: only files go.
            for name in earlier {
                let entry = (self.path.hasSuffix("/") ? self.path : self.path + "/") + name
                var info = stat()
                guard lstat(entry, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                    throw RecordingError.notAFrameFile(path: entry)
                }
            }
            createdDirectory = try Self.prepareDirectory(self.path)
            return
        }
        guard let format = videoFormat else {
            throw RecordingError.unsupportedExtension(path: path)
        }
        // A video is renamed into place whole: that would replace a FIFO or device with a file.
        var info = stat()
        if stat(path, &info) == 0, ![S_IFREG, S_IFDIR].contains(info.st_mode & S_IFMT) {
            throw RecordingError.notARegularFile(path: path, kind: info.st_mode & S_IFMT == S_IFIFO ? "a FIFO" : "not a regular file")
        }
        self.path = path
        self.format = format
        createdDirectory = false
        filePath = try Self.checkWritable(path)
    }

    /// Whether `path` gets numbered PNG frames: it ends in `/`, or names a directory and has no
    /// video extension.
    static func namesFrameFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return path.hasSuffix("/") || (exists && isDirectory.boolValue && VideoFormat(fileExtension: (path as NSString).pathExtension) == nil)
    }

    /// The format `path` selects, nil for none (refused when the output is made).
    static func format(of path: String) -> VideoFormat? {
        namesFrameFolder(path) ? .pngSequence : VideoFormat(fileExtension: (path as NSString).pathExtension)
    }

    /// Creates the directory if needed and proves frames can be written in it; returns whether
    /// it was created.
    private static func prepareDirectory(_ directory: String) throws -> Bool {
        let existed = FileManager.default.fileExists(atPath: directory)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw RecordingError.unwritableOutput(path: directory, reason: ScenarioParser.reason(error))
        }
        try checkWritable((directory as NSString).appendingPathComponent(PNGSequenceSink.fileName(forFrame: 0)))
        return !existed
    }

    /// `OutputFile.checkWritable`, its error as a `RecordingError`.
    @discardableResult
    static func checkWritable(_ path: String) throws -> String {
        do {
            return try OutputFile.checkWritable(path)
        } catch let error as OutputFileError {
            throw RecordingError(error)
        }
    }
}
