import Foundation
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
    /// Slots handed out (a superset of the live ones), guarded by the lock.
    private static let claimed = Mutex<(paths: UInt64, processes: UInt64)>((0, 0))

    /// A registration, to be withdrawn with `withdraw` once the entry is no longer temporary.
    public struct Token: Sendable, Hashable {
        fileprivate let slot: Int
        fileprivate let isProcess: Bool
    }

    /// Makes sure the storage exists, so that a signal handler never initialises it.
    public static func prepare() {
        _ = pathBytes
        _ = processIDs
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

    /// Kills every registered process, unlinks every registered file, then removes the registered
    /// directories that are empty by then. Async-signal-safe.
    public static func discardAll() {
        let processes = liveProcesses.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slotCount where processes & (1 << UInt64(slot)) != 0 {
            kill(processIDs[slot], SIGKILL)
        }
        let paths = livePaths.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slotCount where paths & (1 << UInt64(slot)) != 0 {
            unlink(pathBytes + slot * pathCapacity)
        }
        for slot in 0..<slotCount where paths & (1 << UInt64(slot)) != 0 {
            rmdir(pathBytes + slot * pathCapacity)
        }
    }

    private static func claim(process: Bool) -> Int? {
        prepare()
        return claimed.withLock { slots -> Int? in
            let used = process ? slots.processes : slots.paths
            guard used != UInt64.max else { return nil }
            let slot = (~used).trailingZeroBitCount
            if process { slots.processes |= 1 << UInt64(slot) } else { slots.paths |= 1 << UInt64(slot) }
            return slot
        }
    }
}
