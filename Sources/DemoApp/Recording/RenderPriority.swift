import CLinux
import Foundation

/// Lowers the calling thread's CPU priority for a headless recording, and restores it after.
///
/// ffmpeg is what a recording waits on; rendering needs a fraction of a core and runs frames
/// ahead into the writer's queue, so it yields to the encoder when both want the CPU. The pipe
/// writer keeps its normal priority, so ffmpeg is not kept waiting for its input.
///
/// Measured with `bench record` in release, 10 runs each way taking turns, on this project's
/// 2-core machine with other builds running (load average 3 to 6): recording took a median 1.16
/// times the encode alone with the lower priority and 1.25 without it (means 1.16 and 1.21; the
/// lower priority won 7 of the 10 pairs, the last 7 in a row). Small, but it is what keeps the
/// ratio under 1.2 on a loaded machine, so it stays.
nonisolated struct RenderPriority {
    /// Nice values are per thread on Linux; this is how much nicer rendering becomes.
    static let increment: Int32 = 10

    private let thread: id_t
    private let original: Int32

    /// Lowers the calling thread's priority; nil when the system refuses.
    static func lowered() -> RenderPriority? {
        let thread = id_t(linux_thread_id())
        errno = 0
        let original = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread)
        guard errno == 0,
              setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, min(19, original + increment)) == 0
        else { return nil }
        return RenderPriority(thread: thread, original: original)
    }

    /// Puts the priority back where the system allows it (raising it again may need privileges;
    /// a thread that stays nicer only matters while something competes with it).
    func restore() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, original)
    }
}
