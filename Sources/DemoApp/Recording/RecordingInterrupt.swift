import Foundation
import PopoverSDL
import Synchronization

/// Set from the signal handler; read by the render loop. Lock-free atomics are safe to touch
/// in a signal handler, unlike anything that may allocate or lock.
nonisolated private let interruptRequested = Atomic<Bool>(false)
nonisolated private let interruptSignal = Atomic<Int32>(0)
/// A descriptor to write a byte to on the first signal (to wake a waiting loop), or -1.
nonisolated private let wakeDescriptor = Atomic<Int32>(-1)

/// Catches Ctrl-C (SIGINT), SIGTERM and every other signal that would end the process
/// (`TerminationSignals.stopping`) during a recording, so the render loop can stop and finish a
/// playable file of the frames so far, instead of dying with a partial one.
///
/// The handler only raises a flag that the loop polls through `isRequested`. A second signal
/// while the first is pending exits at once (status 128 + signal), for a loop that hangs, after
/// killing ffmpeg and removing the temporary files (`ExitCleanup`).
/// ffmpeg runs in its own process group, so a Ctrl-C at the terminal reaches only us.
/// Only one may be installed at a time; `uninstall` (or deinit) restores the previous handlers.
nonisolated public final class RecordingInterrupt {
    private var previous: [Int32: sigaction] = [:]

    /// Installs the handlers, clearing any earlier request. The first signal writes a byte to
    /// `wake` when given (see `QuitOnWakeup`), for a loop that sleeps rather than polls.
    public init(wake: Int32? = nil) {
        ExitCleanup.prepare()
        interruptRequested.store(false, ordering: .sequentiallyConsistent)
        interruptSignal.store(0, ordering: .sequentiallyConsistent)
        wakeDescriptor.store(wake ?? -1, ordering: .sequentiallyConsistent)
        for number in TerminationSignals.stopping {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if interruptRequested.exchange(true, ordering: .sequentiallyConsistent) {
                    let message: StaticString = "\npopover-demo: interrupted again; the recording was discarded\n"
                    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                    guard ExitCleanup.mayExitNow(status: ExitStatus.stopped(by: number)) else { return }
                    ExitCleanup.discardAll()
                    _exit(ExitStatus.stopped(by: number))
                }
                interruptSignal.store(number, ordering: .sequentiallyConsistent)
                let wake = wakeDescriptor.load(ordering: .sequentiallyConsistent)
                if wake >= 0 {
                    var byte: UInt8 = 1
                    _ = write(wake, &byte, 1)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            sigaction(number, &action, &old)
            previous[number] = old
        }
    }

    deinit {
        uninstall()
    }

    /// Whether a stopping signal arrived since `init`.
    public var isRequested: Bool {
        interruptRequested.load(ordering: .sequentiallyConsistent)
    }

    /// The signal that asked to stop, nil if none did.
    public var signal: Int32? {
        let number = interruptSignal.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : number
    }

    /// Restores the handlers that were installed before.
    public func uninstall() {
        wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
        for (number, old) in previous {
            var action = old
            sigaction(number, &action, nil)
        }
        previous.removeAll()
    }
}
