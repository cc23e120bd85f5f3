import Synchronization

/// Hears of every `TemporaryFile` while it exists, so that an app that ends abruptly (on a
/// signal, before its ordinary error paths run) can remove what it left half-written.
/// PopoverSDL installs none and handles no signals; an app that does installs one in
/// `TemporaryFile.watcher`.
nonisolated public protocol TemporaryFileWatcher: Sendable {
    /// Runs `body`, which creates or renames a temporary file and reports it with `watch`, so
    /// that an abrupt end meanwhile waits until the file is reported.
    func registering<T>(_ body: () throws -> T) rethrows -> T
    /// The file at `path` now exists; returns what `forget` takes back, nil when it is not watched.
    func watch(path: String) -> Int?
    /// The file watched as `watch` was renamed into place or removed.
    func forget(_ watch: Int)
}

extension TemporaryFile {
    private static let installedWatcher = Mutex<(any TemporaryFileWatcher)?>(nil)

    /// Hears of the temporary files created from now on; nil (the default): none is watched.
    public static var watcher: (any TemporaryFileWatcher)? {
        get { installedWatcher.withLock { $0 } }
        set { installedWatcher.withLock { $0 = newValue } }
    }
}
