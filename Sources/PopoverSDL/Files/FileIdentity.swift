import Foundation

/// Which file a path names, links resolved: its device and inode when it exists, else the device
/// and inode of the nearest folder on its path that exists and the names below it, the file it
/// would become (`fd/frame-00001.png` in a folder `fd` a recording is about to make). Two paths
/// with equal identities are one file, however they are spelled (`./a`, `b/../a`, a link to `a`).
nonisolated public struct FileIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    /// Empty for a file that exists; else the names from the folder that exists down to it.
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
        var remaining = path
        while remaining.count > 1 && remaining.hasSuffix("/") { remaining.removeLast() }
        // A link to a file yet to be written: the file it names.
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: remaining) {
            let folder = PathName.folder(of: remaining)
            remaining = target.hasPrefix("/") ? target : PathName.joined(folder, target)
        }
        var missing: [String] = []
        while true {
            let name = PathName.name(of: remaining)
            // Without its folder, `..` names nothing that can be told apart.
            guard name != ".." else { return nil }
            if !name.isEmpty && name != "." { missing.insert(name, at: 0) }
            let folder = PathName.folder(of: remaining)
            let folderPath = folder.isEmpty ? "." : folder
            if stat(folderPath, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { return nil }
                break
            }
            guard folderPath != remaining, !folder.isEmpty, folder != "/" else { return nil }
            remaining = folder
        }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: missing.joined(separator: "/"))
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
