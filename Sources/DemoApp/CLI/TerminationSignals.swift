import Foundation
import PopoverSDL

/// Storage the crash handler reads: the handlers that were there before, by signal number.
/// Written once by `TerminationSignals.install`, before any of those handlers can run.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    actions.initialize(repeating: sigaction(), count: Int(NSIG))
    return actions
}()

/// How the command-line process ends when a signal arrives, so that every command stops at once
/// and leaves nothing half-written (`ExitCleanup` lists what to remove):
///
/// - Every signal whose default action ends the process (`stopping`: SIGHUP, SIGINT, SIGQUIT,
///   SIGTERM, SIGUSR1, SIGUSR2, SIGALRM) discards the temporaries and exits with 128 + the
///   signal at once, whatever the command is doing, setup included. `record` while it renders,
///   and the window once open, swap in `RecordingInterrupt`, to finish a playable file of the
///   frames so far (and close the window) first.
/// - An exit from inside a library (Xlib's `exit(1)` when the X server goes away) discards the
///   temporaries too, and says so.
/// - SIGXFSZ is ignored, so that writing past `ulimit -f` fails with EFBIG, which the writers
///   report, instead of killing the process without a word.
/// - Crash signals discard the temporaries, then go on to what was there before (Swift's
///   backtrace, or the default action).
///
/// The signals are unblocked too: a parent may have started us with them blocked (test runners
/// do). SDL leaves handlers it finds installed alone, so this must come before SDL is initialised.
nonisolated enum TerminationSignals {
    static let stopping: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM]
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Installs all of the above.
    static func install() {
        ExitCleanup.prepare()
        atexit {
            // Every ordinary path has committed or discarded its files by the time it exits.
            guard ExitCleanup.hasPending else { return }
            ExitCleanup.discardAll()
            let message: StaticString = "popover-demo: stopped before its output was complete; the unfinished file was removed\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        }
        signal(SIGXFSZ, SIG_IGN)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in stopping + crashing { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for number in stopping {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let message: StaticString = "\npopover-demo: interrupted\n"
                _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                guard ExitCleanup.mayExitNow(status: ExitStatus.stopped(by: number)) else { return }
                ExitCleanup.discardAll()
                _exit(ExitStatus.stopped(by: number))
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        for number in crashing {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, context in
                ExitCleanup.discardAll()
                TerminationSignals.passOn(number, info: info, context: context)
            }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, previousActions + Int(number))
        }
    }

    /// Restores the handler that was there before and lets it handle the signal.
    private static func passOn(_ number: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?) {
        var previous = previousActions[Int(number)]
        sigaction(number, &previous, nil)
        let handlerBits = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
        if previous.sa_flags & SA_SIGINFO != 0, let handler = previous.__sigaction_handler.sa_sigaction {
            handler(number, info, context)
        } else if handlerBits > 1, let handler = previous.__sigaction_handler.sa_handler {
            handler(number)
        } else if handlerBits == 0, let info, info.pointee.si_code <= 0 {
            // The default action: a fault repeats when this returns and meets it, but a signal
            // sent by kill() or raise() does not, so it is raised again (delivered on return).
            raise(number)
        }
    }
}
