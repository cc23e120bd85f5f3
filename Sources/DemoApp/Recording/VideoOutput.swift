import Foundation

/// Where a recording goes and in what format, checked to be writable before anything renders.
///
/// A path ending in `/`, or naming an existing directory, gets numbered PNG frames; otherwise
/// the extension picks the format. Videos are written to `NAME.partial.EXT` beside the final
/// path and renamed into place only once complete, so a file at the final path is always whole.
nonisolated public struct VideoOutput: Hashable, Sendable {
    /// The final file, or the directory for PNG frames.
    public let path: String
    public let format: VideoFormat

    /// Decides the format and checks that the output can be created.
    /// - Throws: `RecordingError.unsupportedExtension` or `.unwritableOutput`.
    public init(path: String) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if path.hasSuffix("/") || (exists && isDirectory.boolValue) {
            self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            format = .pngSequence
            try Self.prepareDirectory(self.path)
            return
        }
        guard let format = VideoFormat(fileExtension: (path as NSString).pathExtension) else {
            throw RecordingError.unsupportedExtension(path: path)
        }
        self.path = path
        self.format = format
        try Self.checkCanCreate(partialPath, finalPath: path)
    }

    /// Where the video is written until it is complete: `NAME.partial.EXT` (the extension kept
    /// so that anything inspecting the file still knows its type).
    public var partialPath: String {
        let base = (path as NSString).deletingPathExtension
        return base + ".partial." + (path as NSString).pathExtension
    }

    /// Creates the directory if needed and proves files can be created in it.
    private static func prepareDirectory(_ directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw RecordingError.unwritableOutput(path: directory, reason: ScenarioParser.reason(error))
        }
        let probe = (directory as NSString).appendingPathComponent(".write-test-\(getpid())")
        try checkCanCreate(probe, finalPath: directory)
    }

    /// Creates and removes `probe`, turning a failure into a message about `finalPath`.
    private static func checkCanCreate(_ probe: String, finalPath: String) throws {
        var isDirectory: ObjCBool = false
        let parent = (probe as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw RecordingError.unwritableOutput(path: finalPath, reason: "the directory \(directory) does not exist")
        }
        guard isDirectory.boolValue else {
            throw RecordingError.unwritableOutput(path: finalPath, reason: "\(directory) is not a directory")
        }
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            if errno == EEXIST {
                // A partial file from an earlier, interrupted run: it will be overwritten.
                guard access(probe, W_OK) == 0 else {
                    throw RecordingError.unwritableOutput(path: finalPath, reason: String(cString: strerror(errno)))
                }
                return
            }
            throw RecordingError.unwritableOutput(path: finalPath, reason: reason)
        }
        close(descriptor)
        unlink(probe)
    }
}
