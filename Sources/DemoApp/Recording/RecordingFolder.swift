import Foundation
import PopoverSDL

/// Where the window's recordings (key R) go: the folder it was started in, taken at start. If
/// that folder is gone, or was never readable by name (deleted before the start), a recording
/// is refused with a message, rather than written anywhere else.
struct RecordingFolder {
    /// The folder's absolute path, nil if the current folder had none at start.
    let path: String?
    private let identity: FileIdentity?

    /// The current folder.
    init() {
        var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        self.init(path: getcwd(&bytes, bytes.count) == nil ? nil
            : String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The folder at the absolute `path`, as it is now.
    init(path: String?) {
        self.path = path
        identity = path.flatMap { FileIdentity(path: $0) }
    }

    /// The folder to record into.
    /// - Throws: `RecordingError.recordingFolderGone` when it no longer exists at its path.
    func checked() throws -> String {
        guard let path else { throw RecordingError.recordingFolderGone(path: nil) }
        guard let identity, FileIdentity(path: path) == identity else { throw RecordingError.recordingFolderGone(path: path) }
        return path
    }
}
