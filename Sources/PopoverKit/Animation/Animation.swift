/// How a value travels to a new target: a spring or a timed curve, optionally after a delay.
public struct Animation: Hashable, Sendable {
    /// The shape of the motion.
    public enum Curve: Hashable, Sendable {
        /// A physical spring; it starts from the value's current velocity and has no fixed duration.
        case spring(Spring)
        /// A timing curve played over `duration` seconds, starting from rest.
        case timing(TimingCurve, duration: Double)
    }

    public var curve: Curve
    /// Seconds to wait before the motion starts; the value keeps its current motion meanwhile.
    public var delay: Double

    public init(curve: Curve, delay: Double = 0) {
        if case .timing(_, let duration) = curve {
            precondition(duration >= 0, "Animation duration must not be negative, got \(duration)")
        }
        precondition(delay >= 0, "Animation delay must not be negative, got \(delay)")
        self.curve = curve
        self.delay = delay
    }

    /// SwiftUI's default: a spring with response 0.55 s and damping fraction 1.
    public static let `default` = Animation(curve: .spring(.default))

    /// SwiftUI's default duration for the timing curves, in seconds.
    public static let defaultDuration = 0.35

    public static func spring(_ spring: Spring) -> Animation { Animation(curve: .spring(spring)) }

    public static func spring(response: Double, dampingFraction: Double) -> Animation {
        .spring(Spring(response: response, dampingFraction: dampingFraction))
    }

    public static func timingCurve(_ curve: TimingCurve, duration: Double) -> Animation {
        Animation(curve: .timing(curve, duration: duration))
    }

    public static let linear = linear(duration: defaultDuration)
    public static let easeIn = easeIn(duration: defaultDuration)
    public static let easeOut = easeOut(duration: defaultDuration)
    public static let easeInOut = easeInOut(duration: defaultDuration)

    public static func linear(duration: Double) -> Animation { .timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { .timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { .timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(.easeInOut, duration: duration) }

    /// The same animation starting `seconds` later (delays add up).
    public func delay(_ seconds: Double) -> Animation {
        Animation(curve: curve, delay: delay + seconds)
    }

    /// The animation without its delay.
    public var undelayed: Animation { Animation(curve: curve) }

    /// The progress from 0 to 1 at `time` seconds after the animation was started from rest:
    /// 0 during the delay, then the curve's value (a spring's may overshoot 1).
    public func progress(at time: Double) -> Double {
        AnimationSegment(start: MotionState(value: 0), target: 1, curve: curve)
            .state(at: time - delay).value
    }
}
