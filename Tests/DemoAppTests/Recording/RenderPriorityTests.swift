import CLinux
import Foundation
import Testing
@testable import DemoApp

/// Headless recording renders at a lower priority than ffmpeg, on the rendering thread only.
@Suite struct RenderPriorityTests {
    static func niceness(of thread: id_t) -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread)
    }

    /// At nice 19 nothing can be made nicer; the test says so instead of failing.
    @Test(.enabled(if: niceness(of: id_t(getpid())) < 19, "the tests run at nice 19 already, so no thread can be made nicer"))
    func loweringMakesOnlyTheCallingThreadNicer() async {
        let (before, during, elsewhere) = await withCheckedContinuation { continuation in
            let thread = Thread {
                let me = id_t(linux_thread_id())
                let before = Self.niceness(of: me)
                let priority = RenderPriority.lowered()
                let during = Self.niceness(of: me)
                // The process's main thread is untouched.
                let elsewhere = Self.niceness(of: id_t(getpid()))
                priority?.restore()
                continuation.resume(returning: (before, during, elsewhere))
            }
            thread.start()
        }
        #expect(during == min(19, before + RenderPriority.increment))
        #expect(elsewhere == Self.niceness(of: id_t(getpid())))
        #expect(elsewhere < during)
    }
}
