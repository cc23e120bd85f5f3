import Foundation

extension Path {
    /// The outline as closed polygons, curves and arcs replaced by line segments that stray
    /// from the true curve by at most `tolerance` points.
    public func flattened(tolerance: Double = 0.05) -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero
        var hasCurrentPoint = false

        func finish() {
            if current.count >= 3 { polygons.append(current) }
            current = []
        }
        func add(_ p: Point) {
            if current.isEmpty { current.append(last) }
            current.append(p)
            last = p
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p
                last = p
                hasCurrentPoint = true
            case .line(let p):
                if hasCurrentPoint { add(p) } else { start = p; last = p; hasCurrentPoint = true }
            case .quadCurve(let to, let c):
                let p0 = last
                let n = Path.segmentCount(forDeviation: (p0 - c.scaled(2) + to).length / 4, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * to.x,
                              y: u * u * p0.y + 2 * u * t * c.y + t * t * to.y))
                }
            case .cubicCurve(let to, let c1, let c2):
                let p0 = last
                let dd = max((p0 - c1.scaled(2) + c2).length, (c1 - c2.scaled(2) + to).length)
                let n = Path.segmentCount(forDeviation: dd * 3 / 4, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(Point(x: a * p0.x + b * c1.x + c * c2.x + d * to.x,
                              y: a * p0.y + b * c1.y + c * c2.y + d * to.y))
                }
            case .arc(let center, let radius, let a0, let a1):
                let first = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                if hasCurrentPoint {
                    add(first)
                } else {
                    // An arc that opens a subpath starts it at the arc's first point.
                    start = first
                    last = first
                    hasCurrentPoint = true
                }
                let sweep = a1 - a0
                let n = Path.arcSegmentCount(radius: radius, sweep: sweep, tolerance: tolerance)
                for i in 1...n {
                    let a = a0 + sweep * Double(i) / Double(n)
                    add(Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
                }
            case .close:
                finish()
                last = start
                hasCurrentPoint = false
            }
        }
        finish()
        return polygons.map(Path.removingDuplicates)
    }

    static func segmentCount(forDeviation deviation: Double, tolerance: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        let n = (deviation / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        return Int(min(max(n, 1), 256))
    }

    static func arcSegmentCount(radius: Double, sweep: Double, tolerance: Double) -> Int {
        guard radius.isFinite, radius > 0, sweep.isFinite, sweep != 0 else { return 1 }
        let tol = min(max(tolerance, 1e-6), radius)
        // A chord of angle θ strays r(1 − cos(θ/2)) from the arc.
        let step = 2 * acos(1 - tol / radius)
        return Int(min(max((abs(sweep) / step).rounded(.up), 1), 512))
    }

    static func removingDuplicates(_ polygon: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(polygon.count)
        for p in polygon where out.last != p { out.append(p) }
        if out.count > 1, out.first == out.last { out.removeLast() }
        return out
    }
}

extension Point {
    func scaled(_ factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    var length: Double { (x * x + y * y).squareRoot() }
}
