import Foundation

/// A damped harmonic oscillator pulling a value towards its target:
/// `mass·x'' + damping·x' + stiffness·x = 0`, where `x` is the displacement from the target.
///
/// `init(response:dampingFraction:)` follows SwiftUI's mapping: mass 1,
/// stiffness = (2π/response)², damping = 4π·dampingFraction/response. So the response is the
/// period of the undamped oscillation and the damping fraction is the damping ratio ζ.
public struct Spring: Hashable, Sendable {
    /// How the displacement decays, which decides the shape of the closed-form solution.
    public enum Regime: Hashable, Sendable {
        /// ζ < 1: oscillates around the target while decaying.
        case underdamped
        /// ζ = 1: the fastest return without overshoot.
        case criticallyDamped
        /// ζ > 1: creeps back without overshoot.
        case overdamped
    }

    public let mass: Double
    /// √(stiffness/mass), radians per second.
    public let naturalFrequency: Double
    /// damping / (2·√(stiffness·mass)); SwiftUI's damping fraction.
    public let dampingRatio: Double

    /// A spring in SwiftUI's terms: `response` in seconds, `dampingFraction` ≥ 0 (1 is critical).
    public init(response: Double, dampingFraction: Double) {
        precondition(response > 0, "Spring response must be positive, got \(response)")
        precondition(dampingFraction >= 0, "Spring damping fraction must not be negative, got \(dampingFraction)")
        mass = 1
        naturalFrequency = 2 * Double.pi / response
        dampingRatio = dampingFraction
    }

    /// A spring from physical coefficients.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0, "Spring mass must be positive, got \(mass)")
        precondition(stiffness > 0, "Spring stiffness must be positive, got \(stiffness)")
        precondition(damping >= 0, "Spring damping must not be negative, got \(damping)")
        self.mass = mass
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    }

    /// SwiftUI's default animation: response 0.55 s, damping fraction 1 (critically damped).
    public static let `default` = Spring(response: 0.55, dampingFraction: 1)

    public var stiffness: Double { mass * naturalFrequency * naturalFrequency }
    public var damping: Double { 2 * dampingRatio * mass * naturalFrequency }
    public var response: Double { 2 * Double.pi / naturalFrequency }
    public var dampingFraction: Double { dampingRatio }

    /// Ratios this close to 1 use the critical solution, whose form is exact there; the
    /// other two forms divide by a quantity that vanishes at ζ = 1.
    private static let criticalTolerance = 1e-9

    public var regime: Regime {
        if abs(dampingRatio - 1) <= Spring.criticalTolerance { return .criticallyDamped }
        return dampingRatio < 1 ? .underdamped : .overdamped
    }

    /// The displacement from the target and the velocity `time` seconds after starting with
    /// `displacement` and `velocity`, from the exact solution of the equation of motion.
    public func state(after time: Double, displacement x0: Double, velocity v0: Double) -> MotionState {
        let w0 = naturalFrequency
        switch regime {
        case .underdamped:
            let decayRate = dampingRatio * w0
            let dampedFrequency = w0 * (1 - dampingRatio * dampingRatio).squareRoot()
            let sineAmplitude = (v0 + decayRate * x0) / dampedFrequency
            let decay = exp(-decayRate * time)
            let c = cos(dampedFrequency * time), s = sin(dampedFrequency * time)
            return MotionState(
                value: decay * (x0 * c + sineAmplitude * s),
                velocity: decay * (v0 * c - (decayRate * sineAmplitude + x0 * dampedFrequency) * s))
        case .criticallyDamped:
            let slope = v0 + w0 * x0
            let decay = exp(-w0 * time)
            return MotionState(value: decay * (x0 + slope * time),
                               velocity: decay * (v0 - w0 * slope * time))
        case .overdamped:
            let spread = w0 * (dampingRatio * dampingRatio - 1).squareRoot()
            let slowRate = -dampingRatio * w0 + spread
            let fastRate = -dampingRatio * w0 - spread
            let slowPart = (v0 - fastRate * x0) / (slowRate - fastRate)
            let fastPart = x0 - slowPart
            let slow = exp(slowRate * time), fast = exp(fastRate * time)
            return MotionState(value: slowPart * slow + fastPart * fast,
                               velocity: slowPart * slowRate * slow + fastPart * fastRate * fast)
        }
    }
}
