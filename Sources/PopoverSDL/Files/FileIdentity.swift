import Foundation

/// Which file a path names, links resolved: its device and inode when it exists, else its
/// folder's device and inode and its name, the file it would become. Two paths with equal
/// identities are one file, however they are spelled (`./a`, `b/../a`, a link to `a`).
nonisolated public struct FileIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    /// Empty for a file that exists; the name in the folder for one that does not yet.
    private let name: String

    /// The identity of `path`; nil for a device or FIFO (`/dev/null`, a terminal, a pipe), which
    /// many outputs may share, and for a path nothing could be learnt about.
    public init?(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFDIR else { return nil }
            self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: "")
            return
        }
        var folderPath = PathName.folder(of: path)
        if folderPath.isEmpty { folderPath = "." }
        var lastName = PathName.name(of: path)
        // A link to a file yet to be written: the file it names.
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            let absolute = target.hasPrefix("/") ? target : PathName.joined(folderPath, target)
            folderPath = PathName.folder(of: absolute)
            lastName = PathName.name(of: absolute)
        }
        guard stat(folderPath.isEmpty ? "." : folderPath, &info) == 0 else { return nil }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: lastName)
    }

    /// The identity of what is open at `descriptor` (standard output, say); nil as above.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: "")
    }

    private init(device: UInt64, inode: UInt64, name: String) {
        self.device = device
        self.inode = inode
        self.name = name
    }
}
