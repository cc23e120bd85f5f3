/// A scalar's value and its rate of change (units per second) at one instant.
public struct MotionState: Hashable, Sendable {
    public var value: Double
    public var velocity: Double

    public init(value: Double, velocity: Double = 0) {
        self.value = value
        self.velocity = velocity
    }
}

/// One uninterrupted motion of a scalar: from a start state towards a target along a curve.
struct AnimationSegment: Hashable, Sendable {
    var start: MotionState
    var target: Double
    var curve: Animation.Curve

    /// The state `elapsed` seconds into the segment (the start state for elapsed ≤ 0).
    func state(at elapsed: Double) -> MotionState {
        guard elapsed > 0 else { return start }
        switch curve {
        case .spring(let spring):
            let relative = spring.state(after: elapsed, displacement: start.value - target,
                                        velocity: start.velocity)
            return MotionState(value: target + relative.value, velocity: relative.velocity)
        case .timing(let timing, let duration):
            guard elapsed < duration else { return MotionState(value: target) }
            let distance = target - start.value
            let fraction = elapsed / duration
            return MotionState(value: start.value + distance * timing.value(at: fraction),
                               velocity: distance * timing.slope(at: fraction) / duration)
        }
    }

    /// Whether the motion has come to rest at the target: a timed curve once its duration has
    /// passed, a spring once both its displacement and its velocity are within `threshold`.
    func isFinished(at elapsed: Double, threshold: Double) -> Bool {
        switch curve {
        case .spring:
            let state = state(at: elapsed)
            return abs(state.value - target) <= threshold && abs(state.velocity) <= threshold
        case .timing(_, let duration):
            return elapsed >= duration
        }
    }
}
