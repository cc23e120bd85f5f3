import Foundation

/// A file this process creates under a name no other process uses, beside where its contents
/// belong, and either renames into place once complete or removes.
///
/// The name is the destination's with `.partial-PID-RANDOM` before the extension (`clip.mp4` is
/// written as `clip.partial-4242-1f0c9a3e.mp4`); the part before it is shortened when the whole
/// would pass the 255 bytes a file name may have, so every legal output name can be written. It is created with `O_EXCL`, so nothing that
/// existed is ever opened, replaced or deleted through it; the installed `watcher` hears of it
/// until it is committed or discarded.
nonisolated public final class TemporaryFile {
    public let path: String
    /// Open for reading and writing until `close`.
    public private(set) var descriptor: Int32
    /// What the watcher that heard of the file takes back once it is gone or in place.
    private var watch: (watcher: any TemporaryFileWatcher, id: Int)?
    /// Until committed or discarded, the file is ours to remove.
    private var isPending = true

    /// Creates the file beside `destination`.
    /// - Throws: `OutputFileError` naming `destination` when it cannot be created there.
    public init(beside destination: String) throws {
        let folder = PathName.folder(of: destination)
        let (stem, suffix) = PathName.stemAndExtension(PathName.name(of: destination))
        let watcher = Self.watcher
        for _ in 0..<16 {
            let candidate = PathName.joined(folder, Self.temporaryName(stem: stem, suffix: suffix))
            let create = { () -> (opened: Int32, watched: Int?, failure: Int32) in
                let opened = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                let failure = errno
                return (opened, opened >= 0 ? watcher?.watch(path: candidate) : nil, failure)
            }
            let (opened, watched, failure) = watcher?.registering(create) ?? create()
            if opened >= 0 {
                path = candidate
                descriptor = opened
                watch = watcher.flatMap { watcher in watched.map { (watcher, $0) } }
                return
            }
            if failure != EEXIST { throw OutputFileError(path: destination, errno: failure) }
        }
        throw OutputFileError(path: destination, reason: "could not find an unused temporary name beside it")
    }

    deinit {
        discard()
    }

    /// `STEM.partial-PID-RANDOM.SUFFIX`, the stem (then the suffix) shortened to fit a file name.
    static func temporaryName(stem: String, suffix: String, random: UInt32 = .random(in: .min ... .max)) -> String {
        let marker = ".partial-\(getpid())-\(String(random, radix: 16))"
        let room = PathName.maximumNameBytes - marker.utf8.count
        let kept = suffix.utf8.count <= room ? suffix : ""
        return PathName.prefix(of: stem, bytes: room - kept.utf8.count) + marker + kept
    }

    /// Writes all of `bytes`, retrying after signals and short writes.
    public func write(_ bytes: UnsafeRawBufferPointer, destination: String) throws {
        guard descriptor >= 0 else { throw OutputFileError(path: destination, reason: "the file is already closed") }
        try Self.writeAll(bytes, to: descriptor, path: destination)
    }

    /// Closes the descriptor, reporting the error the last write-back may only report there.
    public func close(destination: String) throws {
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0 { throw OutputFileError(path: destination, errno: errno) }
    }

    /// Closes the file and renames it to `destination`, replacing a file there but never a
    /// directory. On failure the temporary file is removed.
    public func commit(to destination: String) throws {
        do {
            try close(destination: destination)
            // Renamed as a registration: a signal ending the process meanwhile waits for it and
            // then removes the renamed file too, and none is renamed once the discard began.
            let rename = { [path] in
                guard Glibc.rename(path, destination) == 0 else { throw OutputFileError(path: destination, errno: errno) }
            }
            if let watcher = watch?.watcher { try watcher.registering(rename) } else { try rename() }
        } catch {
            discard()
            throw error
        }
        isPending = false
        forgetWatch()
    }

    /// Removes the name but keeps the file open: an anonymous file that vanishes with its last
    /// descriptor, whatever way the process ends. Returns the descriptor, now the caller's.
    public func unlinkKeepingDescriptor() -> Int32 {
        let kept = descriptor
        descriptor = -1
        discard()
        return kept
    }

    /// Closes and removes the file (if still there).
    public func discard() {
        if descriptor >= 0 {
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
        guard isPending else { return }
        isPending = false
        unlink(path)
        forgetWatch()
    }

    private func forgetWatch() {
        guard let watch else { return }
        watch.watcher.forget(watch.id)
        self.watch = nil
    }

    /// Writes all of `bytes` to `descriptor`; errors name `path`.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputFileError(path: path, errno: errno)
            }
            if written == 0 { throw OutputFileError(path: path, reason: "nothing could be written") }
            next += written
            remaining -= written
        }
    }
}
