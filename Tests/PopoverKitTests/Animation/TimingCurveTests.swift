import Testing
@testable import PopoverKit

@Suite struct TimingCurveTests {
    private let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

    @Test func everyCurveRunsFromZeroToOne() {
        for curve in curves {
            #expect(curve.value(at: 0) == 0)
            #expect(abs(curve.value(at: 1) - 1) < 1e-12)
            // Out-of-range fractions clamp.
            #expect(curve.value(at: -0.5) == 0)
            #expect(abs(curve.value(at: 1.5) - 1) < 1e-12)
        }
    }

    @Test func easeInOutIsPointSymmetricAboutTheMiddle() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            let sum = TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x)
            #expect(abs(sum - 1) < 1e-9)
        }
    }

    @Test func everyCurveIsMonotonic() {
        for curve in curves {
            var previous = curve.value(at: 0)
            for step in 1...1000 {
                let value = curve.value(at: Double(step) / 1000)
                #expect(value >= previous - 1e-12)
                previous = value
            }
        }
    }

    @Test func valuesMatchCSSCurvesSolvedByBisection() {
        // y at x from a 200-step bisection of the Bézier's x coordinate (computed separately).
        #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.31535681257253945) < 1e-9)
        #expect(abs(TimingCurve.easeIn.value(at: 0.25) - 0.09346465071882484) < 1e-9)
        #expect(abs(TimingCurve.easeOut.value(at: 0.25) - 0.37813813082510966) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.1291619310473198) < 1e-9)
        for x in stride(from: 0.0, through: 1, by: 0.1) {
            #expect(abs(TimingCurve.linear.value(at: x) - x) < 1e-9)
        }
    }

    @Test func slopesIncludingTheDegenerateEndPoints() {
        #expect(abs(TimingCurve.easeInOut.slope(at: 0.5) - 1.7241379310344829) < 1e-9)
        #expect(abs(TimingCurve.easeIn.slope(at: 0.25) - 0.6745977946083231) < 1e-9)
        // Ease-in starts flat; it ends where both derivatives vanish, at the second
        // derivatives' ratio: y'' = 6(1 − 2·1 + 0) = −6, x'' = 6(1 − 2·1 + 0.42) = −3.48.
        #expect(abs(TimingCurve.easeIn.slope(at: 0)) < 1e-12)
        #expect(abs(TimingCurve.easeIn.slope(at: 1) - 6 / 3.48) < 1e-9)
        for x in [0.0, 0.3, 1.0] {
            #expect(abs(TimingCurve.linear.slope(at: x) - 1) < 1e-9)
        }
    }

    @Test func solverInvertsTheXCoordinate() {
        let curve = TimingCurve(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9)
        for x in stride(from: 0.0, through: 1, by: 0.01) {
            let t = curve.parameter(forX: x)
            let bezierX = 3 * (1 - t) * (1 - t) * t * 0.9 + 3 * (1 - t) * t * t * 0.1 + t * t * t
            #expect(abs(bezierX - x) < 1e-10)
        }
    }

    @Test func animationsUseTheCurvesOver035Seconds() {
        #expect(Animation.easeInOut.curve == .timing(.easeInOut, duration: 0.35))
        #expect(Animation.easeIn.curve == .timing(.easeIn, duration: 0.35))
        #expect(Animation.easeOut.curve == .timing(.easeOut, duration: 0.35))
        #expect(Animation.linear.curve == .timing(.linear, duration: 0.35))
        #expect(Animation.easeInOut(duration: 1).curve == .timing(.easeInOut, duration: 1))
        #expect(Animation.linear.delay(0.5).delay(0.25).delay == 0.75)
    }

    @Test func progressHoldsDuringTheDelayThenFollowsTheCurve() {
        let animation = Animation.easeInOut.delay(0.5)
        #expect(animation.progress(at: 0) == 0)
        #expect(animation.progress(at: 0.5) == 0)
        #expect(abs(animation.progress(at: 0.5 + 0.175) - 0.5) < 1e-9)
        #expect(animation.progress(at: 0.85) == 1)
        #expect(animation.progress(at: 3) == 1)
        // Linear over 0.35 s: a quarter of the way at 0.0875 s.
        #expect(abs(Animation.linear.progress(at: 0.0875) - 0.25) < 1e-9)
    }
}
