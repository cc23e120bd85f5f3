import PopoverKit

/// A window's input from SDL's queue, timed by a monotonic clock: the `WindowEventSource` that
/// drives a `WindowLoop` for a `WindowBackend`. Waiting blocks in SDL's event wait, which on X11
/// sleeps on the display connection: no polling, no wake-ups.
@MainActor
public final class SDLWindowEvents: WindowEventSource {
    private let backend: WindowBackend
    private let start = ContinuousClock.now

    public init(backend: WindowBackend) {
        self.backend = backend
    }

    public var now: Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    public func events(waitingUntil deadline: Double?) -> [InputEvent] {
        guard let deadline else { return backend.waitForEvents(timeoutMs: -1) }
        // Rounded up: waking a little early would only wait again.
        let milliseconds = ((deadline - now) * 1000).rounded(.up)
        return milliseconds <= 0 ? backend.pollEvents() : backend.waitForEvents(timeoutMs: Int32(min(milliseconds, 3_600_000)))
    }
}
