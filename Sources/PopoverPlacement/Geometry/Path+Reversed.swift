import Foundation

extension Path {
    /// The same outline traced the other way round, curve for curve. Filled with the non-zero
    /// rule, an outline plus a smaller one reversed inside it is a ring: that is how strokes
    /// are drawn (`StrokedShape`), since the display list only fills.
    public func reversed() -> Path {
        var result = Path()
        for subpath in Self.segments(of: self) {
            guard let last = subpath.segments.last else { continue }
            result.move(to: last.end)
            for segment in subpath.segments.reversed() {
                switch segment {
                case .line(let start, _):
                    result.line(to: start)
                case .quadCurve(let start, let control, _):
                    result.quadCurve(to: start, control: control)
                case .cubicCurve(let start, let control1, let control2, _):
                    result.cubicCurve(to: start, control1: control2, control2: control1)
                case .arc(let center, let radius, let startAngle, let endAngle):
                    // Starts where the last element ended, the arc's own end, so no line joins it.
                    result.arc(center: center, radius: radius, startAngle: endAngle, endAngle: startAngle)
                }
            }
            if subpath.isClosed { result.close() }
        }
        return result
    }

    /// One piece of an outline with both of its ends known.
    private enum Segment {
        case line(Point, Point)
        case quadCurve(Point, control: Point, Point)
        case cubicCurve(Point, control1: Point, control2: Point, Point)
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)

        var end: Point {
            switch self {
            case .line(_, let end), .quadCurve(_, _, let end), .cubicCurve(_, _, _, let end): end
            case .arc(let center, let radius, _, let endAngle):
                Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
            }
        }
    }

    /// The path's subpaths as segments, with the lines an arc or a close draws implicitly made
    /// explicit.
    private static func segments(of path: Path) -> [(segments: [Segment], isClosed: Bool)] {
        var subpaths: [(segments: [Segment], isClosed: Bool)] = []
        var segments: [Segment] = []
        var start = Point.zero, current: Point?
        func finish(closed: Bool) {
            if !segments.isEmpty { subpaths.append((segments, closed)) }
            segments = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p; current = p
            case .line(let p):
                segments.append(.line(current ?? start, p)); current = p
            case .quadCurve(let p, let c):
                segments.append(.quadCurve(current ?? start, control: c, p)); current = p
            case .cubicCurve(let p, let c1, let c2):
                segments.append(.cubicCurve(current ?? start, control1: c1, control2: c2, p)); current = p
            case .arc(let center, let radius, let a0, let a1):
                let first = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                if let current, current != first { segments.append(.line(current, first)) }
                if current == nil { start = first }
                let arc = Segment.arc(center: center, radius: radius, startAngle: a0, endAngle: a1)
                segments.append(arc); current = arc.end
            case .close:
                if let current, current != start { segments.append(.line(current, start)) }
                finish(closed: true)
                current = nil
            }
        }
        finish(closed: false)
        return subpaths
    }
}
