import CLinux
import Foundation

/// A program run with posix_spawn, its standard streams given as descriptors, in a process
/// group of its own (so a Ctrl-C at the terminal reaches only us) and with every signal at its
/// default action. Unlike Foundation's `Process`, it needs no descriptors beyond the ones given
/// and reports every failure as an error (few free descriptors made `Process` fail with EBADF,
/// or trap).
nonisolated final class ChildProcess {
    let processIdentifier: pid_t
    private var status: Int32?

    /// Starts `executable` with `arguments`; `input`, `output` and `error` become its descriptors
    /// 0, 1 and 2 (the caller keeps and closes its own).
    /// - Throws: `POSIXError` with posix_spawn's reason.
    init(executable: String, arguments: [String], input: Int32, output: Int32, error: Int32) throws {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var result = linux_spawn(&pid, executable, argv, input, output, error, 1)
        // A program still open for writing somewhere (just written, its descriptor inherited by
        // a fork in flight) cannot be run yet; that passes within moments.
        for _ in 0..<50 where result == ETXTBSY {
            usleep(20_000)
            result = linux_spawn(&pid, executable, argv, input, output, error, 1)
        }
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        processIdentifier = pid
    }

    var isRunning: Bool {
        reap(blocking: false)
        return status == nil
    }

    func terminate() {
        if isRunning { kill(processIdentifier, SIGTERM) }
    }

    func waitUntilExit() {
        while status == nil { reap(blocking: true) }
    }

    /// Whether it ended by exiting (rather than by a signal); valid once it has ended.
    var exited: Bool { (status ?? 0) & 0x7F == 0 }

    /// Its exit status, or the signal that ended it.
    var terminationStatus: Int32 {
        let raw = status ?? 0
        return exited ? (raw >> 8) & 0xFF : raw & 0x7F
    }

    private func reap(blocking: Bool) {
        guard status == nil else { return }
        var raw: Int32 = 0
        let result = waitpid(processIdentifier, &raw, blocking ? 0 : WNOHANG)
        if result == processIdentifier {
            status = raw
        } else if result < 0 && errno != EINTR {
            // Reaped elsewhere, or not ours: nothing more to wait for.
            status = 0
        }
    }
}
