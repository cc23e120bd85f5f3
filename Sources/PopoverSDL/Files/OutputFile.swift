import Foundation

/// Writes output files so that each is either complete or absent at its path, and checks every
/// write and close on the way.
///
/// A regular file (or nothing) at the path is written as a `TemporaryFile` renamed into place; a
/// character device or FIFO (`/dev/stdout`, `/dev/null`) is written in place, and a FIFO that no
/// process is reading fails at once rather than waiting for a reader. A symbolic link is
/// followed, so the file it names is replaced and the link kept (or, for a link to a file not
/// written yet, created). A directory, or anything else,
/// is refused: nothing the program did not create is replaced or deleted.
nonisolated public enum OutputFile {
    enum Destination: Equatable {
        /// A regular file or nothing, at this path (a link's target): written beside, then
        /// renamed over.
        case file(String)
        /// A device or FIFO: written directly.
        case stream
        /// The file our standard output or error is (`--json /dev/stdout > file`): written
        /// through that descriptor, after what was printed there, which replacing the file
        /// would lose.
        case standardStream(Int32)
    }

    /// Checks, before any work is done, that `path` can be written: it is not a directory, its
    /// folder exists, and a file can be created there.
    /// - Throws: `OutputFileError` saying why not.
    /// - Returns: the path to write beside and rename over: `path`, or the file its link names.
    @discardableResult
    public static func checkWritable(_ path: String) throws -> String {
        guard case .file(let target) = try destination(path) else { return path }
        do {
            try TemporaryFile(beside: target).discard()
        } catch let error as OutputFileError {
            throw OutputFileError(path: path, reason: error.reason)
        }
        return target
    }

    /// Writes `bytes` to `path` (see the type's description).
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        switch try destination(path) {
        case .stream:
            // Not blocking: a FIFO that no process reads would hold the open forever.
            let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else {
                if errno == ENXIO {
                    throw OutputFileError(path: path, reason: "it is a FIFO that no process is reading (start the reader first)")
                }
                throw OutputFileError(path: path, errno: errno)
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            do {
                try TemporaryFile.writeAll(bytes, to: descriptor, path: path)
            } catch {
                _ = close(descriptor)
                throw error
            }
            guard close(descriptor) == 0 else { throw OutputFileError(path: path, errno: errno) }
        case .standardStream(let descriptor):
            try TemporaryFile.writeAll(bytes, to: descriptor, path: path)
        case .file(let target):
            do {
                let file = try TemporaryFile(beside: target)
                try file.write(bytes, destination: target)
                try file.commit(to: target)
            } catch let error as OutputFileError {
                throw OutputFileError(path: path, reason: error.reason)
            }
        }
    }

    public static func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write($0, to: path) }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    /// What is at `path` and whether it may be written, without creating anything.
    static func destination(_ path: String) throws -> Destination {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the path is empty") }
        guard !path.hasSuffix("/") else { throw OutputFileError(path: path, reason: "it names a directory (it ends in /)") }
        // What the path leads to, links followed, before resolving it by name: /dev/stdout is a
        // link to /proc/self/fd/1, which names a pipe by no path at all.
        var reached = stat()
        if stat(path, &reached) == 0 {
            switch reached.st_mode & S_IFMT {
            case S_IFCHR, S_IFIFO:
                guard access(path, W_OK) == 0 else { throw OutputFileError(path: path, errno: errno) }
                return .stream
            case S_IFREG:
                let identity = FileIdentity(path: path)
                for descriptor in [STDOUT_FILENO, STDERR_FILENO] where identity != nil && FileIdentity(descriptor: descriptor) == identity {
                    return .standardStream(descriptor)
                }
            default:
                break
            }
        }
        let target = try linkTarget(path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFDIR:
                throw OutputFileError(path: path, reason: "it is a directory")
            case S_IFCHR, S_IFIFO:
                guard access(path, W_OK) == 0 else { throw OutputFileError(path: path, errno: errno) }
                return .stream
            default:
                throw OutputFileError(path: path, reason: "it is not a regular file")
            }
        } else if errno != ENOENT && errno != ENOTDIR {
            throw OutputFileError(path: path, errno: errno)
        }
        let folder = PathName.openableFolder(of: target)
        let shownFolder = TerminalText.escaped(folder, longest: TerminalText.longestPath)
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else {
            if errno == ENOENT { throw OutputFileError(path: path, reason: "the directory \(shownFolder) does not exist") }
            if errno == ENOTDIR { throw OutputFileError(path: path, reason: "\(shownFolder) is not a directory") }
            throw OutputFileError(path: path, errno: errno)
        }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw OutputFileError(path: path, reason: "\(shownFolder) is not a directory")
        }
        return .file(target)
    }

    /// The most links followed in a row, as Linux's path lookup allows (its ELOOP limit).
    static let maximumLinks = 40

    /// Where the symbolic links at `path` lead (`path` itself when it is no link), followed one
    /// by one so that a link to a file not written yet leads to where that file will be.
    /// - Throws: `OutputFileError` for a loop of links, or a link that cannot be read.
    static func linkTarget(_ path: String) throws -> String {
        var current = path
        for _ in 0...maximumLinks {
            var link = stat()
            guard lstat(current, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw OutputFileError(path: path, errno: errno) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : PathName.joined(PathName.folder(of: current), destination)
        }
        throw OutputFileError(path: path, reason: "it is a loop of symbolic links")
    }
}
