/// The time source that animations and gestures read, in seconds.
///
/// PopoverKit never reads the wall clock: the SDL backend hands it a clock that follows real
/// time when interactive, and tests and headless recording hand it a `ManualClock`, so a
/// scenario plays out identically every run.
public protocol FrameClock: Sendable {
    /// Seconds since an arbitrary origin; never decreases.
    var now: Double { get }
}

/// A clock that only moves when told to: by an explicit amount or by one fixed step.
public struct ManualClock: FrameClock, Hashable {
    public private(set) var now: Double
    /// The amount `tick()` advances by, e.g. 1/60 s for a 60 fps headless recording.
    public var step: Double

    public init(now: Double = 0, step: Double = 1.0 / 60.0) {
        precondition(step >= 0, "ManualClock step must not be negative, got \(step)")
        self.now = now
        self.step = step
    }

    /// Moves time forward by `seconds`.
    public mutating func advance(by seconds: Double) {
        precondition(seconds >= 0, "ManualClock cannot go back in time (advance by \(seconds))")
        now += seconds
    }

    /// Moves time forward by one `step`.
    public mutating func tick() {
        advance(by: step)
    }
}
