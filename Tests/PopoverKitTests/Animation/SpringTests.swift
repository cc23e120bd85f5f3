import Foundation
import Testing
@testable import PopoverKit

/// Reference solutions written independently of `Spring`: the underdamped case in
/// amplitude-phase form, the overdamped case in hyperbolic form, and a fine RK4 integration of
/// x'' = −k x − c x' for every regime.
private enum Reference {
    static func coefficients(response: Double, dampingFraction: Double) -> (k: Double, c: Double) {
        let k = pow(2 * Double.pi / response, 2)
        let c = 4 * Double.pi * dampingFraction / response
        return (k, c)
    }

    static func underdamped(k: Double, c: Double, x0: Double, v0: Double, t: Double) -> (Double, Double) {
        let a = c / 2
        let wd = (k - a * a).squareRoot()
        let b = (v0 + a * x0) / wd
        let amplitude = (x0 * x0 + b * b).squareRoot()
        let phase = atan2(b, x0)
        let decay = exp(-a * t)
        let angle = wd * t - phase
        return (amplitude * decay * cos(angle),
                amplitude * decay * (-a * cos(angle) - wd * sin(angle)))
    }

    static func overdamped(k: Double, c: Double, x0: Double, v0: Double, t: Double) -> (Double, Double) {
        let a = c / 2
        let beta = (a * a - k).squareRoot()
        let b = (v0 + a * x0) / beta
        let decay = exp(-a * t)
        return (decay * (x0 * cosh(beta * t) + b * sinh(beta * t)),
                decay * (v0 * cosh(beta * t) + (x0 * beta - a * b) * sinh(beta * t)))
    }

    static func critical(k: Double, x0: Double, v0: Double, t: Double) -> (Double, Double) {
        let w = k.squareRoot()
        let x = (x0 + (v0 + w * x0) * t) * exp(-w * t)
        let v = (v0 * (1 - w * t) - w * w * x0 * t) * exp(-w * t)
        return (x, v)
    }

    static func integrated(k: Double, c: Double, x0: Double, v0: Double, t: Double) -> (Double, Double) {
        let steps = Int((t / 1e-4).rounded(.up))
        let h = t / Double(steps)
        var x = x0, v = v0
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        for _ in 0..<steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }
}

@Suite struct SpringTests {
    private let times = [0.0, 0.016, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.3]
    private let starts: [(x0: Double, v0: Double)] = [(-1, 0), (100, 0), (-40, 300), (0, -250)]

    @Test func swiftUIParametersMapToStiffnessAndDamping() {
        let spring = Spring(response: 0.35, dampingFraction: 0.7)
        // (2π/0.35)² and 4π·0.7/0.35 = 8π.
        #expect(abs(spring.stiffness - 322.27279677026473) < 1e-9)
        #expect(abs(spring.damping - 25.132741228718345) < 1e-9)
        #expect(spring.mass == 1)
        #expect(abs(spring.response - 0.35) < 1e-12)
        #expect(spring.dampingFraction == 0.7)
    }

    @Test func physicalCoefficientsGiveResponseAndRatio() {
        // k = 100, c = 20: ω0 = 10, ζ = 20 / (2·10) = 1.
        let spring = Spring(stiffness: 100, damping: 20)
        #expect(abs(spring.response - 2 * Double.pi / 10) < 1e-12)
        #expect(spring.regime == .criticallyDamped)
        #expect(Spring(stiffness: 100, damping: 10).regime == .underdamped)
        #expect(Spring(stiffness: 100, damping: 30).regime == .overdamped)
    }

    @Test func defaultSpringIsCriticallyDampedWithResponse055() {
        #expect(Spring.default.regime == .criticallyDamped)
        #expect(abs(Spring.default.response - 0.55) < 1e-12)
        #expect(Animation.default.curve == .spring(Spring(response: 0.55, dampingFraction: 1)))
        #expect(Animation.default.delay == 0)
    }

    @Test func underdampedMatchesTheAmplitudePhaseSolution() {
        let (k, c) = Reference.coefficients(response: 0.35, dampingFraction: 0.7)
        let spring = Spring(response: 0.35, dampingFraction: 0.7)
        #expect(spring.regime == .underdamped)
        for (x0, v0) in starts {
            for t in times {
                let state = spring.state(after: t, displacement: x0, velocity: v0)
                let (x, v) = Reference.underdamped(k: k, c: c, x0: x0, v0: v0, t: t)
                #expect(abs(state.value - x) < 1e-6, "x at \(t) from \(x0), \(v0)")
                #expect(abs(state.velocity - v) < 1e-6, "v at \(t) from \(x0), \(v0)")
            }
        }
    }

    @Test func criticallyDampedMatchesTheClosedForm() {
        let (k, _) = Reference.coefficients(response: 0.55, dampingFraction: 1)
        for (x0, v0) in starts {
            for t in times {
                let state = Spring.default.state(after: t, displacement: x0, velocity: v0)
                let (x, v) = Reference.critical(k: k, x0: x0, v0: v0, t: t)
                #expect(abs(state.value - x) < 1e-6, "x at \(t) from \(x0), \(v0)")
                #expect(abs(state.velocity - v) < 1e-6, "v at \(t) from \(x0), \(v0)")
            }
        }
    }

    @Test func overdampedMatchesTheHyperbolicSolution() {
        let (k, c) = Reference.coefficients(response: 0.4, dampingFraction: 1.6)
        let spring = Spring(response: 0.4, dampingFraction: 1.6)
        #expect(spring.regime == .overdamped)
        for (x0, v0) in starts {
            for t in times {
                let state = spring.state(after: t, displacement: x0, velocity: v0)
                let (x, v) = Reference.overdamped(k: k, c: c, x0: x0, v0: v0, t: t)
                #expect(abs(state.value - x) < 1e-6, "x at \(t) from \(x0), \(v0)")
                #expect(abs(state.velocity - v) < 1e-6, "v at \(t) from \(x0), \(v0)")
            }
        }
    }

    @Test(arguments: [(0.35, 0.7), (0.55, 1.0), (0.4, 1.6)])
    func everyRegimeMatchesNumericalIntegration(response: Double, dampingFraction: Double) {
        let (k, c) = Reference.coefficients(response: response, dampingFraction: dampingFraction)
        let spring = Spring(response: response, dampingFraction: dampingFraction)
        for t in [0.1, 0.3, 0.7] {
            let state = spring.state(after: t, displacement: 100, velocity: -300)
            let (x, v) = Reference.integrated(k: k, c: c, x0: 100, v0: -300, t: t)
            #expect(abs(state.value - x) < 1e-6)
            #expect(abs(state.velocity - v) < 1e-6)
        }
    }

    @Test func underdampedOvershootsAndOverdampedDoesNot() {
        // From a displacement of 1 at rest, the 0.7 spring crosses the target; the 1.6 one never does.
        let under = Spring(response: 0.35, dampingFraction: 0.7)
        let over = Spring(response: 0.35, dampingFraction: 1.6)
        let underMinimum = stride(from: 0.0, through: 1, by: 0.01).map { under.state(after: $0, displacement: 1, velocity: 0).value }.min()!
        let overMinimum = stride(from: 0.0, through: 1, by: 0.01).map { over.state(after: $0, displacement: 1, velocity: 0).value }.min()!
        #expect(underMinimum < -0.04)
        #expect(overMinimum > 0)
    }
}
