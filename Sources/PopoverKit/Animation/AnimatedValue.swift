/// A scalar that animates towards a target as time is advanced.
///
/// Retargeting mid-flight starts the new motion from the current value and velocity, so a
/// spring never jumps or stalls when its target changes. A delayed animation lets the current
/// motion run on until the delay has passed. Timed curves start from rest (they ignore the
/// current velocity); springs carry it. Advancing by any sequence of steps gives the same
/// result as one step of their sum: every state comes from the closed-form solution.
public struct AnimatedValue: Hashable, Sendable {
    /// A retarget waiting for its animation's delay to pass.
    private struct PendingTarget: Hashable, Sendable {
        var target: Double
        var curve: Animation.Curve
        var remainingDelay: Double
    }

    private var segment: AnimationSegment
    private var elapsed: Double = 0
    private var isAtRest: Bool = true
    private var pending: PendingTarget?

    /// A spring counts as settled once it is within this distance of its target and slower than
    /// this many units per second; it then snaps to the target. 0 means it never snaps.
    public var settleThreshold: Double

    public init(_ value: Double, settleThreshold: Double = 0.001) {
        precondition(settleThreshold >= 0, "settleThreshold must not be negative, got \(settleThreshold)")
        segment = AnimationSegment(start: MotionState(value: value), target: value, curve: .spring(.default))
        self.settleThreshold = settleThreshold
    }

    /// The current value and velocity.
    public var state: MotionState {
        isAtRest ? MotionState(value: segment.target) : segment.state(at: elapsed)
    }

    public var value: Double { state.value }
    /// Units per second.
    public var velocity: Double { state.velocity }

    /// Where the value is ultimately heading (including a target still waiting for its delay).
    public var target: Double { pending?.target ?? segment.target }

    /// True when the value rests at its target with nothing pending.
    public var isSettled: Bool { isAtRest && pending == nil }

    /// Animates from the current state towards `newTarget`.
    ///
    /// Like SwiftUI's `.animation(_:value:)`, only a change of target starts a new motion:
    /// asking again for the target it is already heading for keeps the motion in progress
    /// (so a caller may repeat the request every frame without restarting a timed curve).
    public mutating func animate(to newTarget: Double, with animation: Animation = .default) {
        guard newTarget != target else { return }
        if animation.delay > 0 {
            pending = PendingTarget(target: newTarget, curve: animation.curve, remainingDelay: animation.delay)
        } else {
            pending = nil
            begin(towards: newTarget, curve: animation.curve)
        }
    }

    /// Jumps to `newValue` and stops there, dropping any motion.
    public mutating func set(_ newValue: Double) {
        pending = nil
        segment = AnimationSegment(start: MotionState(value: newValue), target: newValue, curve: segment.curve)
        elapsed = 0
        isAtRest = true
    }

    /// Moves time forward by `seconds`.
    public mutating func advance(by seconds: Double) {
        precondition(seconds >= 0, "AnimatedValue cannot advance by a negative time (\(seconds))")
        var remaining = seconds
        if var waiting = pending {
            if remaining < waiting.remainingDelay {
                waiting.remainingDelay -= remaining
                pending = waiting
                run(for: remaining)
                return
            }
            remaining -= waiting.remainingDelay
            run(for: waiting.remainingDelay)
            pending = nil
            begin(towards: waiting.target, curve: waiting.curve)
        }
        run(for: remaining)
    }

    private mutating func begin(towards newTarget: Double, curve: Animation.Curve) {
        segment = AnimationSegment(start: state, target: newTarget, curve: curve)
        elapsed = 0
        isAtRest = segment.isFinished(at: 0, threshold: 0)
    }

    private mutating func run(for seconds: Double) {
        guard !isAtRest else { return }
        elapsed += seconds
        if segment.isFinished(at: elapsed, threshold: settleThreshold) {
            isAtRest = true
        }
    }
}
