import CLinux
import Foundation

/// Lowers the calling thread's CPU priority for a headless recording, and restores it after.
///
/// ffmpeg is what a recording waits on; rendering needs a fraction of a core and runs frames
/// ahead into the writer's queue, so it yields to the encoder when both want the CPU. (On this
/// project's noisy 2-core machine the gain was within the run-to-run spread.) The pipe writer
/// keeps its normal priority, so ffmpeg is not kept waiting for its input.
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
