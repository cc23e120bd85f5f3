import PopoverKit
import PopoverSDL

/// The window's input from SDL's queue, timed by a monotonic clock. Waiting blocks in SDL's
/// event wait, which on X11 sleeps on the display connection: no polling, no wake-ups.
final class SDLWindowEvents: WindowEventSource {
    private let backend: WindowBackend
    private let start = ContinuousClock.now

    init(backend: WindowBackend) {
        self.backend = backend
    }

    var now: Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    func events(waitingUntil deadline: Double?) -> [InputEvent] {
        let events: [FlatEvent]
        if let deadline {
            // Rounded up: waking a little early would only wait again.
            let milliseconds = ((deadline - now) * 1000).rounded(.up)
            events = milliseconds <= 0 ? backend.pollEvents() : backend.waitForEvents(timeoutMs: Int32(min(milliseconds, 3_600_000)))
        } else {
            events = backend.waitForEvents(timeoutMs: -1)
        }
        return events.compactMap(\.inputEvent)
    }
}
