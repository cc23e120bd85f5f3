import CSDL2
import Foundation

/// Lowers the calling thread's CPU priority for a headless recording, and restores it after.
///
/// On two cores x264's threads keep both busy for most of a recording and wait on ffmpeg's one
/// input thread for the rest. Rendering needs a fraction of a core and runs frames ahead into the
/// writer's queue, so it can take the gaps instead of competing with the encoder: at a lower
/// priority it no longer delays ffmpeg, and the recording takes little more than the encode alone.
/// The pipe writer keeps its normal priority, so ffmpeg never waits for its input.
nonisolated struct RenderPriority {
    /// Nice values are per thread on Linux; this is how much nicer rendering becomes.
    static let increment: Int32 = 10

    private let thread: id_t
    private let original: Int32

    /// Lowers the calling thread's priority; nil when the system refuses.
    static func lowered() -> RenderPriority? {
        let thread = id_t(csdl_thread_id())
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
