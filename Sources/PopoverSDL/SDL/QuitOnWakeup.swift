import CSDL2
import Foundation

/// Turns a byte written to a pipe into an SDL quit event, so that a signal handler, which may
/// only call async-signal-safe functions such as `write`, can end a window's loop while it
/// sleeps in SDL's event wait (SDL wakes that wait for an event pushed from another thread).
nonisolated public enum QuitOnWakeup {
    /// Starts a thread that pushes a quit event for every byte written to the returned
    /// descriptor; nil if no pipe could be made.
    public static func start() -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(reading, &byte, 1)
                if count == 1 {
                    _ = csdl_push_quit()
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.name = "quit-on-wakeup"
        thread.start()
        return writing
    }
}
