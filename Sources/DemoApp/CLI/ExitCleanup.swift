import Foundation
import PopoverSDL
import Synchronization

/// What must go if the process ends abruptly (a second Ctrl-C, SIGTERM during setup, a crash):
/// the temporary files this process created and the child processes writing them.
///
/// `discardAll()` is async-signal-safe: it only reads atomics and preallocated memory and calls
/// `kill` and `unlink`, so a signal handler may call it just before `_exit`. Registration takes a
/// lock, which a handler never does.
nonisolated public enum ExitCleanup {
    /// Slots for paths and for processes; registration beyond them is skipped (the entry is then
    /// only cleaned up by the ordinary error paths).
    static let slotCount = 64
    static let pathCapacity = Int(PATH_MAX) + 1

    // A slot's bytes are written by the thread that claimed it, before it goes live.
    nonisolated(unsafe) private static let pathBytes: UnsafeMutablePointer<CChar> = {
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * pathCapacity)
        bytes.initialize(repeating: 0, count: slotCount * pathCapacity)
        return bytes
    }()
    nonisolated(unsafe) private static let processIDs: UnsafeMutablePointer<pid_t> = {
        let ids = UnsafeMutablePointer<pid_t>.allocate(capacity: slotCount)
        ids.initialize(repeating: 0, count: slotCount)
        return ids
    }()
    /// Bit `i` set: slot `i` holds a complete entry that `discardAll` acts on.
    private static let livePaths = Atomic<UInt64>(0)
    private static let liveProcesses = Atomic<UInt64>(0)
    /// A numbered series of files (a recording's PNG frames, more than the slots could hold):
    /// `numberedPrefix` then the number, zero-padded to 5 digits, then `numberedSuffix`; files 1
    /// through `numberedCount` exist (and the next may, just renamed into place). Only one series
    /// is tracked at a time.
    nonisolated(unsafe) private static let numberedPrefix: UnsafeMutablePointer<CChar> = {
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity + 32)
        bytes.initialize(repeating: 0, count: pathCapacity + 32)
        return bytes
    }()
    nonisolated(unsafe) private static let numberedSuffix: UnsafeMutablePointer<CChar> = {
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: 16)
        bytes.initialize(repeating: 0, count: 16)
        return bytes
    }()
    private static let numberedPrefixLength = Atomic<Int>(0)
    private static let numberedCount = Atomic<Int>(0)
    /// Where discardAll composes a numbered file's name.
    nonisolated(unsafe) private static let numberedName: UnsafeMutablePointer<CChar> = {
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity + 64)
        bytes.initialize(repeating: 0, count: pathCapacity + 64)
        return bytes
    }()
    /// Registrations in progress (a file created, not yet registered), and the exit status a
    /// signal meanwhile asked for (0: none), which the last of them to finish exits with.
    private static let registrationsInProgress = Atomic<Int>(0)
    private static let postponedExitStatus = Atomic<Int32>(0)
    /// Set when `discardAll` begins. Other threads keep running while a handler discards, so
    /// from then on a registration creates or renames nothing: a file renamed into place after
    /// the discard would survive it.
    private static let isEnding = Atomic<Bool>(false)
    /// Slots handed out (a superset of the live ones), guarded by the lock.
    private static let claimed = Mutex<(paths: UInt64, processes: UInt64)>((0, 0))

    /// A registration, to be withdrawn with `withdraw` once the entry is no longer temporary.
    public struct Token: Sendable, Hashable {
        fileprivate let slot: Int
        fileprivate let isProcess: Bool
    }

    /// Makes sure the storage exists, so that a signal handler never initialises it, and
    /// registers every `TemporaryFile` from now on until it is committed or discarded.
    public static func prepare() {
        makeStorage()
        TemporaryFile.watcher = TemporaryFiles()
    }

    private static func makeStorage() {
        _ = pathBytes
        _ = processIDs
        _ = numberedPrefix
        _ = numberedSuffix
        _ = numberedName
    }

    /// Starts tracking the series `PREFIX00001SUFFIX`, `PREFIX00002SUFFIX`, … (none written yet);
    /// false if the names do not fit. Report each file with `numberedFileWritten`, and end with
    /// `withdrawNumberedFiles` once they are to stay (or have been removed).
    @discardableResult
    public static func trackNumberedFiles(prefix: String, suffix: String) -> Bool {
        makeStorage()
        let prefixBytes = Array(prefix.utf8CString), suffixBytes = Array(suffix.utf8CString)
        guard prefixBytes.count <= pathCapacity, suffixBytes.count <= 16 else { return false }
        numberedCount.store(0, ordering: .sequentiallyConsistent)
        prefixBytes.withUnsafeBufferPointer { numberedPrefix.update(from: $0.baseAddress!, count: prefixBytes.count) }
        suffixBytes.withUnsafeBufferPointer { numberedSuffix.update(from: $0.baseAddress!, count: suffixBytes.count) }
        numberedPrefixLength.store(prefixBytes.count - 1, ordering: .sequentiallyConsistent)
        return true
    }

    /// Files 1 through `count` of the series now exist.
    public static func numberedFilesWritten(_ count: Int) {
        guard numberedPrefixLength.load(ordering: .sequentiallyConsistent) > 0 else { return }
        numberedCount.store(count, ordering: .sequentiallyConsistent)
    }

    public static func withdrawNumberedFiles() {
        numberedPrefixLength.store(0, ordering: .sequentiallyConsistent)
        numberedCount.store(0, ordering: .sequentiallyConsistent)
    }

    /// Registers a temporary file to unlink on an abrupt exit, or an empty directory to remove
    /// after the files (a folder of temporaries: register it first, then what goes in it).
    public static func track(path: String) -> Token? {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= pathCapacity, let slot = claim(process: false) else { return nil }
        let start = pathBytes + slot * pathCapacity
        bytes.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: bytes.count) }
        livePaths.bitwiseOr(1 << UInt64(slot), ordering: .sequentiallyConsistent)
        return Token(slot: slot, isProcess: false)
    }

    /// Registers a child process to kill on an abrupt exit (before its files are unlinked, so it
    /// cannot write them again).
    public static func track(process: pid_t) -> Token? {
        guard process > 0, let slot = claim(process: true) else { return nil }
        processIDs[slot] = process
        liveProcesses.bitwiseOr(1 << UInt64(slot), ordering: .sequentiallyConsistent)
        return Token(slot: slot, isProcess: true)
    }

    /// Withdraws a registration: the file was renamed into place or removed, or the process ended.
    public static func withdraw(_ token: Token?) {
        guard let token else { return }
        let bit: UInt64 = 1 << UInt64(token.slot)
        if token.isProcess {
            liveProcesses.bitwiseAnd(~bit, ordering: .sequentiallyConsistent)
        } else {
            livePaths.bitwiseAnd(~bit, ordering: .sequentiallyConsistent)
        }
        claimed.withLock { slots in
            if token.isProcess { slots.processes &= ~bit } else { slots.paths &= ~bit }
        }
    }

    /// What `registering` holds back: every signal `TerminationSignals` handles.
    private static let heldSignals: sigset_t = {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in TerminationSignals.stopping + TerminationSignals.crashing { sigaddset(&signals, number) }
        return signals
    }()

    /// Runs `body`, which creates something and registers it, so that a signal arriving
    /// meanwhile ends the process only once it is registered, and so removed.
    /// Once the process has begun discarding, `body` does not run: the calling thread waits for
    /// the thread that discards to end the process.
    /// The calling thread holds back the signals that end the process meanwhile (they are
    /// delivered as a system call returns: a handler run on this thread as the `open` creating a
    /// file returned would find it made and not yet registered, and leave it behind); they are
    /// let through once it is registered. Another thread's handler waits for it instead.
    public static func registering<T>(_ body: () throws -> T) rethrows -> T {
        var held = heldSignals, previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        registrationsInProgress.add(1, ordering: .sequentiallyConsistent)
        if isEnding.load(ordering: .sequentiallyConsistent) {
            registrationsInProgress.subtract(1, ordering: .sequentiallyConsistent)
            while true { pause() }
        }
        defer {
            let remaining = registrationsInProgress.subtract(1, ordering: .sequentiallyConsistent).newValue
            let status = postponedExitStatus.load(ordering: .sequentiallyConsistent)
            if remaining == 0 && status != 0 {
                discardAll()
                _exit(status)
            }
        }
        return try body()
    }

    /// For a signal handler about to discard everything and exit with `status`: false while a
    /// registration is in progress, which then exits with `status` itself once done.
    /// Async-signal-safe.
    public static func mayExitNow(status: Int32) -> Bool {
        postponedExitStatus.store(status, ordering: .sequentiallyConsistent)
        return registrationsInProgress.load(ordering: .sequentiallyConsistent) == 0
    }

    /// Whether anything is registered (a file or process an abrupt exit would leave behind).
    public static var hasPending: Bool {
        livePaths.load(ordering: .sequentiallyConsistent) != 0 || liveProcesses.load(ordering: .sequentiallyConsistent) != 0
            || numberedPrefixLength.load(ordering: .sequentiallyConsistent) > 0
    }

    /// Kills every registered process, unlinks every registered file, then removes the registered
    /// directories that are empty by then. Async-signal-safe.
    public static func discardAll() {
        isEnding.store(true, ordering: .sequentiallyConsistent)
        // A registration that began before the flag was set finishes first (at most 0.2 s, in
        // case it is this thread's own, interrupted by a crash).
        var waits = 0
        while registrationsInProgress.load(ordering: .sequentiallyConsistent) > 0 && waits < 200 {
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
            waits += 1
        }
        let processes = liveProcesses.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slotCount where processes & (1 << UInt64(slot)) != 0 {
            kill(processIDs[slot], SIGKILL)
        }
        // A killed process takes a while to end (a demo window tearing down its threads took
        // 1-3 s); nothing we started may outlive us, so each is reaped before we go on.
        for slot in 0..<slotCount where processes & (1 << UInt64(slot)) != 0 {
            awaitEnd(of: processIDs[slot])
        }
        let paths = livePaths.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slotCount where paths & (1 << UInt64(slot)) != 0 {
            unlink(pathBytes + slot * pathCapacity)
        }
        discardNumberedFiles()
        for slot in 0..<slotCount where paths & (1 << UInt64(slot)) != 0 {
            rmdir(pathBytes + slot * pathCapacity)
        }
    }

    /// The longest `discardAll` waits for one killed process, in milliseconds: a bound in case
    /// it is stuck in the kernel, where even SIGKILL waits.
    static let killedProcessWaitMilliseconds = 10_000

    /// Returns once `process` (our child) has ended and been reaped, by this call or by whoever
    /// else waits for it (Foundation's `Process`), or after `killedProcessWaitMilliseconds`.
    /// Async-signal-safe.
    private static func awaitEnd(of process: pid_t) {
        for _ in 0..<killedProcessWaitMilliseconds {
            let reaped = waitpid(process, nil, WNOHANG)
            // Ours now, or reaped already elsewhere (ECHILD): it is gone either way.
            if reaped == process || (reaped < 0 && errno != EINTR) { return }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Unlinks the numbered series, composing each name without allocating. Async-signal-safe.
    private static func discardNumberedFiles() {
        let prefixLength = numberedPrefixLength.load(ordering: .sequentiallyConsistent)
        let count = numberedCount.load(ordering: .sequentiallyConsistent)
        guard prefixLength > 0 else { return }
        numberedName.update(from: numberedPrefix, count: prefixLength)
        // One more than counted: it may have been renamed into place just before the end.
        for number in 1...(count + 1) {
            var digits = 0, rest = number
            repeat { digits += 1; rest /= 10 } while rest > 0
            let width = max(5, digits)
            var value = number
            for position in stride(from: width - 1, through: 0, by: -1) {
                numberedName[prefixLength + position] = CChar(48 + value % 10)
                value /= 10
            }
            var index = 0
            repeat {
                numberedName[prefixLength + width + index] = numberedSuffix[index]
                index += 1
            } while numberedSuffix[index - 1] != 0
            unlink(numberedName)
        }
    }

    private static func claim(process: Bool) -> Int? {
        makeStorage()
        return claimed.withLock { slots -> Int? in
            let used = process ? slots.processes : slots.paths
            guard used != UInt64.max else { return nil }
            let slot = (~used).trailingZeroBitCount
            if process { slots.processes |= 1 << UInt64(slot) } else { slots.paths |= 1 << UInt64(slot) }
            return slot
        }
    }

    /// The library's temporary files, each registered as a path.
    nonisolated struct TemporaryFiles: TemporaryFileWatcher {
        func registering<T>(_ body: () throws -> T) rethrows -> T {
            try ExitCleanup.registering(body)
        }

        func watch(path: String) -> Int? {
            ExitCleanup.track(path: path)?.slot
        }

        func forget(_ slot: Int) {
            ExitCleanup.withdraw(Token(slot: slot, isProcess: false))
        }
    }
}
