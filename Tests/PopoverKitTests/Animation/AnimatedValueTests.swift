import Foundation
import Testing
@testable import PopoverKit

@Suite struct AnimatedValueTests {
    /// x(t) for the 0.35/0.7 spring, written out independently: amplitude-phase form.
    private func underdampedReference(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let w = 2 * Double.pi / 0.35, a = 0.7 * w, wd = w * (1 - 0.49).squareRoot()
        let b = (v0 + a * x0) / wd
        let amplitude = (x0 * x0 + b * b).squareRoot(), phase = atan2(b, x0)
        let angle = wd * t - phase
        return (amplitude * exp(-a * t) * cos(angle),
                amplitude * exp(-a * t) * (-a * cos(angle) - wd * sin(angle)))
    }

    @Test func advancingInArbitraryStepsFollowsTheClosedForm() {
        var value = AnimatedValue(0, settleThreshold: 0)
        value.animate(to: 100, with: .spring(response: 0.35, dampingFraction: 0.7))
        let steps = [0.013, 0.0071, 0.05, 0.1, 0.0004, 0.033, 0.2, 0.016, 0.16666, 0.09]
        var time = 0.0
        for dt in steps {
            value.advance(by: dt)
            time += dt
            let reference = underdampedReference(x0: -100, v0: 0, t: time)
            #expect(abs(value.value - (100 + reference.x)) < 1e-6, "value at \(time)")
            #expect(abs(value.velocity - reference.v) < 1e-6, "velocity at \(time)")
        }
        #expect(!value.isSettled)
    }

    @Test func retargetingKeepsValueAndVelocity() {
        var value = AnimatedValue(0, settleThreshold: 0)
        value.animate(to: 100, with: .spring(response: 0.35, dampingFraction: 0.7))
        value.advance(by: 0.1)
        let before = underdampedReference(x0: -100, v0: 0, t: 0.1)
        let position = 100 + before.x
        value.animate(to: -50, with: .spring(response: 0.35, dampingFraction: 0.7))
        #expect(abs(value.value - position) < 1e-9)
        #expect(abs(value.velocity - before.v) < 1e-9)
        #expect(value.velocity > 100, "mid-flight towards 100 the value was moving fast")
        value.advance(by: 0.05)
        let after = underdampedReference(x0: position + 50, v0: before.v, t: 0.05)
        #expect(abs(value.value - (-50 + after.x)) < 1e-6)
        #expect(abs(value.velocity - after.v) < 1e-6)
    }

    @Test func defaultSpringSettlesAtSixtyThreeFramesAndSnapsToTarget() {
        // Critically damped from x0 = −1: |x| = (1 + ω t)e^(−ω t), |v| = ω² t e^(−ω t), ω = 2π/0.55.
        // At frame 62 (t = 1.0333 s) |v| = 1.0072e-3 > 1e-3; at frame 63 |x| = 8.0e-5, |v| = 8.46e-4.
        var value = AnimatedValue(0)
        value.animate(to: 1)
        for _ in 0..<62 { value.advance(by: 1.0 / 60) }
        #expect(!value.isSettled)
        value.advance(by: 1.0 / 60)
        #expect(value.isSettled)
        #expect(value.value == 1)
        #expect(value.velocity == 0)
    }

    @Test func timedCurveReachesHalfwayAtHalfTimeAndEndsAtItsDuration() {
        var value = AnimatedValue(0)
        value.animate(to: 200, with: .easeInOut)
        value.advance(by: 0.175)
        #expect(abs(value.value - 100) < 1e-9)
        // d/dt = 200 · slope(0.5) / 0.35, with slope(0.5) = 1.7241379310344829.
        #expect(abs(value.velocity - 200 * 1.7241379310344829 / 0.35) < 1e-6)
        #expect(!value.isSettled)
        value.advance(by: 0.175)
        #expect(value.isSettled)
        #expect(value.value == 200)
    }

    @Test func delayKeepsTheCurrentMotionThenStartsFromIt() {
        let spring = Spring(response: 0.35, dampingFraction: 0.7)
        var value = AnimatedValue(0, settleThreshold: 0)
        value.animate(to: 100, with: .spring(spring))
        value.advance(by: 0.1)
        value.animate(to: 0, with: Animation.spring(spring).delay(0.2))
        #expect(value.target == 0)
        value.advance(by: 0.15)
        let during = underdampedReference(x0: -100, v0: 0, t: 0.25)
        #expect(abs(value.value - (100 + during.x)) < 1e-6, "still heading to 100 during the delay")
        value.advance(by: 0.15)
        let handover = underdampedReference(x0: -100, v0: 0, t: 0.3)
        let after = underdampedReference(x0: 100 + handover.x, v0: handover.v, t: 0.1)
        #expect(abs(value.value - after.x) < 1e-6)
        #expect(abs(value.velocity - after.v) < 1e-6)
    }

    @Test func delayedFadeHoldsThenEases() {
        var opacity = AnimatedValue(0)
        opacity.animate(to: 1, with: Animation.easeInOut.delay(0.5))
        opacity.advance(by: 0.25)
        #expect(opacity.value == 0)
        #expect(!opacity.isSettled)
        opacity.advance(by: 0.425)
        #expect(abs(opacity.value - 0.5) < 1e-9)
        opacity.advance(by: 0.2)
        #expect(opacity.isSettled)
        #expect(opacity.value == 1)
    }

    @Test func springTakesOverTheVelocityOfATimedCurve() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .linear(duration: 1))
        value.advance(by: 0.5)
        #expect(abs(value.value - 50) < 1e-9)
        #expect(abs(value.velocity - 100) < 1e-9)
        value.animate(to: 50, with: .default)
        #expect(abs(value.velocity - 100) < 1e-9)
        value.advance(by: 0.02)
        // Critically damped from x0 = 0, v0 = 100: x = 100 t e^(−ω t).
        let w = 2 * Double.pi / 0.55
        #expect(abs(value.value - (50 + 100 * 0.02 * exp(-w * 0.02))) < 1e-9)
    }

    @Test func repeatingTheSameTargetDoesNotRestartTheMotion() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .linear(duration: 1))
        value.advance(by: 0.25)
        value.animate(to: 100, with: .linear(duration: 1))
        value.advance(by: 0.25)
        // Restarting from 25 would give 25 + 75 · 0.25 = 43.75 instead.
        #expect(abs(value.value - 50) < 1e-9)
        var resting = AnimatedValue(7)
        resting.animate(to: 7, with: .easeInOut)
        #expect(resting.isSettled)
    }

    @Test func settingJumpsAndStops() {
        var value = AnimatedValue(3)
        #expect(value.isSettled)
        value.animate(to: 10)
        value.advance(by: 0.1)
        value.set(-4)
        #expect(value.value == -4)
        #expect(value.velocity == 0)
        #expect(value.isSettled)
        value.advance(by: 1)
        #expect(value.value == -4)
    }

    @Test func pointAnimatesBothAxesIndependently() {
        var point = AnimatedPoint(.zero, settleThreshold: 0)
        point.animate(to: Point(x: 100, y: -40), with: .spring(response: 0.35, dampingFraction: 0.7))
        point.advance(by: 0.12)
        let x = underdampedReference(x0: -100, v0: 0, t: 0.12)
        let y = underdampedReference(x0: 40, v0: 0, t: 0.12)
        #expect(abs(point.value.x - (100 + x.x)) < 1e-6)
        #expect(abs(point.value.y - (-40 + y.x)) < 1e-6)
        #expect(abs(point.velocity.x - x.v) < 1e-6)
        #expect(abs(point.velocity.y - y.v) < 1e-6)
        #expect(point.target == Point(x: 100, y: -40))
        #expect(!point.isSettled)
    }

    @Test func springBackFromADragSettlesAtZero() {
        // The example's snap-back: released 120 pt away, the 0.35/0.7 spring returns to rest.
        var offset = AnimatedPoint(.zero, settleThreshold: 0.01)
        offset.set(Point(x: 120, y: -30))
        offset.animate(to: .zero, with: .spring(response: 0.35, dampingFraction: 0.7))
        // At frame 56 the x axis still moves at 0.0137 pt/s; at frame 57 (0.95 s) both axes are
        // within 0.01 pt and 0.01 pt/s.
        var frames = 0
        while !offset.isSettled && frames < 300 {
            frames += 1
            offset.advance(by: 1.0 / 60)
        }
        #expect(frames == 57)
        #expect(offset.value == .zero)
        #expect(offset.velocity == .zero)
    }
}
