import Foundation

/// A vector outline made of subpaths, filled with the non-zero winding rule.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case cubicCurve(to: Point, control1: Point, control2: Point)
        /// A circular arc from the current point's angle; angles in radians, y down,
        /// so positive sweep turns clockwise on screen.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quadCurve(to p: Point, control: Point) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func cubicCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubicCurve(to: p, control1: control1, control2: control2))
    }
    /// Appends an arc; connects from the current point with a line to the arc's start.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    // The shapes below are written as one array each: appending element by element grew the
    // array three or four times per path, and views make several paths a frame.

    public static func rect(_ r: Rect) -> Path {
        Path(elements: [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
            .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A rounded rectangle with circular corners; the radius is limited to half the shorter side.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else { return rect(r) }
        return Path(elements: [
            .move(Point(x: r.minX + radius, y: r.minY)),
            .arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0),
            .arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2),
            .arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi),
            .arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi, endAngle: 1.5 * .pi),
            .close,
        ])
    }

    public static func ellipse(in r: Rect) -> Path {
        var p = Path()
        let steps = 4
        p.elements.reserveCapacity(steps + 2)
        let c = r.center
        let rx = r.width / 2, ry = r.height / 2
        // Four cubic quarter-arcs; k is the standard circle approximation constant.
        let k = 0.5522847498307936
        p.move(to: Point(x: c.x + rx, y: c.y))
        for i in 0..<steps {
            let a0 = Double(i) * .pi / 2, a1 = Double(i + 1) * .pi / 2
            let p0 = Point(x: c.x + rx * cos(a0), y: c.y + ry * sin(a0))
            let p1 = Point(x: c.x + rx * cos(a1), y: c.y + ry * sin(a1))
            let c1 = Point(x: p0.x - k * rx * sin(a0), y: p0.y + k * ry * cos(a0))
            let c2 = Point(x: p1.x + k * rx * sin(a1), y: p1.y - k * ry * cos(a1))
            p.cubicCurve(to: p1, control1: c1, control2: c2)
        }
        p.close()
        return p
    }

    /// The same outline moved and scaled: each point becomes point * scale + offset.
    public func transformed(scale: Double, offset: Point) -> Path {
        func t(_ p: Point) -> Point { Point(x: p.x * scale + offset.x, y: p.y * scale + offset.y) }
        return Path(elements: elements.map { element in
            switch element {
            case .move(let p): .move(t(p))
            case .line(let p): .line(t(p))
            case .quadCurve(let p, let c): .quadCurve(to: t(p), control: t(c))
            case .cubicCurve(let p, let c1, let c2): .cubicCurve(to: t(p), control1: t(c1), control2: t(c2))
            case .arc(let c, let r, let a0, let a1): .arc(center: t(c), radius: r * scale, startAngle: a0, endAngle: a1)
            case .close: .close
            }
        })
    }
}
