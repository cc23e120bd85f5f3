import CLinux
import Foundation
import Synchronization
import Testing
@testable import DemoApp

/// Headless recording renders at a lower priority than ffmpeg, on the rendering thread only.
@Suite struct RenderPriorityTests {
    static func niceness(of thread: id_t) -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread)
    }

    /// A thread of the test's own that does nothing but wait, so its niceness changes only if
    /// someone else's lowering reaches it.
    final class Bystander: Sendable {
        private let id = Mutex<id_t>(0)
        private let started = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)

        init() {
            Thread { [self] in
                id.withLock { $0 = id_t(linux_thread_id()) }
                started.signal()
                released.wait()
            }.start()
            started.wait()
        }

        var threadID: id_t { id.withLock { $0 } }

        func release() { released.signal() }
    }

    /// Measured from where each thread starts, not from 0: a runner started under `nice`, or a
    /// thread an earlier in-process recording left nicer, is no failure. Only a thread at 19
    /// already cannot be made nicer, and the test says so (cancelled) instead of passing or failing.
    @Test func loweringMakesOnlyTheCallingThreadNicer() async throws {
        let bystander = Bystander()
        defer { bystander.release() }
        let other = bystander.threadID
        let (before, during, otherBefore, otherDuring) = await withCheckedContinuation { continuation in
            Thread {
                let me = id_t(linux_thread_id())
                let before = Self.niceness(of: me), otherBefore = Self.niceness(of: other)
                let priority = RenderPriority.lowered()
                let during = Self.niceness(of: me), otherDuring = Self.niceness(of: other)
                priority?.restore()
                continuation.resume(returning: (before, during, otherBefore, otherDuring))
            }.start()
        }
        if before >= 19 {
            try Test.cancel("the rendering thread started at nice \(before), the most there is, so it cannot be made nicer")
        }
        #expect(during == min(19, before + RenderPriority.increment), "from nice \(before)")
        #expect(during > before)
        // The thread beside it keeps its priority.
        #expect(otherDuring == otherBefore, "the other thread went from nice \(otherBefore) to \(otherDuring)")
    }
}
