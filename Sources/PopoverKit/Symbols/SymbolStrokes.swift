import Foundation

/// Strokes built as filled outlines, so that symbols fill with the non-zero winding rule alone:
/// solid parts run clockwise on screen, holes counter-clockwise.
extension Path {
    /// A full circle made of arc elements (its flattening stays inside the true circle).
    public static func circle(center: Point, radius: Double, clockwise: Bool = true) -> Path {
        var path = Path()
        let end = clockwise ? 2 * Double.pi : -2 * Double.pi
        path.arc(center: center, radius: radius, startAngle: 0, endAngle: end)
        path.close()
        return path
    }

    /// An ellipse of four cubic quarter-arcs, clockwise on screen unless `clockwise` is false.
    public static func ellipse(in rect: Rect, clockwise: Bool) -> Path {
        guard !clockwise else { return ellipse(in: rect) }
        let c = rect.center
        let rx = rect.width / 2, ry = rect.height / 2
        // The standard constant that makes a cubic quarter-arc hug the circle.
        let k = 0.5522847498307936
        var path = Path()
        path.move(to: Point(x: c.x + rx, y: c.y))
        for i in 0..<4 {
            let a0 = -Double(i) * .pi / 2, a1 = -Double(i + 1) * .pi / 2
            let p0 = Point(x: c.x + rx * cos(a0), y: c.y + ry * sin(a0))
            let p1 = Point(x: c.x + rx * cos(a1), y: c.y + ry * sin(a1))
            // Tangents point in the direction of travel, i.e. of decreasing angle.
            let c1 = Point(x: p0.x + k * rx * sin(a0), y: p0.y - k * ry * cos(a0))
            let c2 = Point(x: p1.x - k * rx * sin(a1), y: p1.y + k * ry * cos(a1))
            path.cubicCurve(to: p1, control1: c1, control2: c2)
        }
        path.close()
        return path
    }

    /// A circle stroked with `thickness` centred on `radius`: an outer circle and an inner hole.
    public static func ring(center: Point, radius: Double, thickness: Double) -> Path {
        var path = circle(center: center, radius: radius + thickness / 2)
        path.append(circle(center: center, radius: max(0, radius - thickness / 2), clockwise: false))
        return path
    }

    /// An ellipse with semi-axes `radiusX`, `radiusY` stroked with `thickness`.
    public static func ellipseRing(center: Point, radiusX: Double, radiusY: Double, thickness: Double) -> Path {
        let half = thickness / 2
        var path = ellipse(in: Rect(x: center.x - radiusX - half, y: center.y - radiusY - half,
                                    width: 2 * (radiusX + half), height: 2 * (radiusY + half)), clockwise: true)
        let innerX = max(0, radiusX - half), innerY = max(0, radiusY - half)
        path.append(ellipse(in: Rect(x: center.x - innerX, y: center.y - innerY,
                                     width: 2 * innerX, height: 2 * innerY), clockwise: false))
        return path
    }

    /// A straight stroke from `start` to `end` with round caps reaching `thickness / 2` past each end.
    public static func capsule(from start: Point, to end: Point, thickness: Double) -> Path {
        let radius = thickness / 2
        guard start != end else { return circle(center: start, radius: radius) }
        let angle = atan2(end.y - start.y, end.x - start.x)
        var path = Path()
        // Half-turns around each end, both clockwise on screen; the straight sides join them.
        path.arc(center: end, radius: radius, startAngle: angle - .pi / 2, endAngle: angle + .pi / 2)
        path.arc(center: start, radius: radius, startAngle: angle + .pi / 2, endAngle: angle + 1.5 * .pi)
        path.close()
        return path
    }

    /// Strokes joined at round corners through `points`, as overlapping capsules.
    public static func polyline(_ points: [Point], thickness: Double) -> Path {
        var path = Path()
        for (start, end) in zip(points, points.dropFirst()) {
            path.append(capsule(from: start, to: end, thickness: thickness))
        }
        return path
    }
}
