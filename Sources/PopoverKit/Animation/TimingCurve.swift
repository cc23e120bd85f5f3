/// A CSS-style easing curve: a cubic Bézier from (0,0) to (1,1) with two control points,
/// mapping the elapsed fraction of an animation's duration (x) to its progress (y).
public struct TimingCurve: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// Control points as in CSS `cubic-bezier(x1, y1, x2, y2)`; the x values must lie in 0...1
    /// so that x grows monotonically along the curve.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "TimingCurve control x values must lie in 0...1, got \(x1) and \(x2)")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The progress at `fraction` of the duration, clamped to 0...1.
    public func value(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        return Self.coordinate(parameter(forX: x), c1: y1, c2: y2)
    }

    /// d(progress)/d(fraction) at `fraction`, clamped to 0...1.
    public func slope(at fraction: Double) -> Double {
        let t = parameter(forX: min(max(fraction, 0), 1))
        let dx = Self.derivative(t, c1: x1, c2: x2)
        let dy = Self.derivative(t, c1: y1, c2: y2)
        if abs(dx) > 1e-9 { return dy / dx }
        // Where x stalls (a control point sits on an end point), both first derivatives vanish
        // and the slope is the limit of the second derivatives' ratio.
        let ddx = Self.secondDerivative(t, c1: x1, c2: x2)
        let ddy = Self.secondDerivative(t, c1: y1, c2: y2)
        return abs(ddx) > 1e-12 ? ddy / ddx : 0
    }

    /// The Bézier parameter whose x coordinate equals `x`: Newton's method from t = x, falling
    /// back to bisection (x(t) is monotonic) where the derivative is too flat or Newton strays.
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, c1: x1, c2: x2) - x
            if abs(error) < tolerance { return t }
            let d = Self.derivative(t, c1: x1, c2: x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
            if t < 0 || t > 1 { break }
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let error = Self.coordinate(t, c1: x1, c2: x2) - x
            if abs(error) < tolerance { break }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the Bézier with end points 0 and 1 and control values c1, c2.
    private static func coordinate(_ t: Double, c1: Double, c2: Double) -> Double {
        let (a, b, c) = coefficients(c1, c2)
        return ((a * t + b) * t + c) * t
    }

    private static func derivative(_ t: Double, c1: Double, c2: Double) -> Double {
        let (a, b, c) = coefficients(c1, c2)
        return (3 * a * t + 2 * b) * t + c
    }

    private static func secondDerivative(_ t: Double, c1: Double, c2: Double) -> Double {
        let (a, b, _) = coefficients(c1, c2)
        return 6 * a * t + 2 * b
    }

    /// Power-basis coefficients of 3(1-t)²t·c1 + 3(1-t)t²·c2 + t³ = a t³ + b t² + c t.
    private static func coefficients(_ c1: Double, _ c2: Double) -> (Double, Double, Double) {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return (a, b, c)
    }
}
