import Foundation

/// The symbols drawn in the unit square: x and y in 0...1, y down.
enum SymbolDrawings {
    /// Stroke width of outlined symbols, a twelfth of the symbol.
    static let stroke = 1.0 / 12
    static let center = Point(x: 0.5, y: 0.5)
    /// Radius of the centre line of a circle outline that touches the square.
    static let circleRadius = 0.5 - stroke / 2

    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static var outerCircle: Path {
        Path.ring(center: center, radius: circleRadius, thickness: stroke)
    }

    /// A circle outline, a meridian ellipse, the central meridian, the equator and two parallels.
    @Sendable static func globe() -> Path {
        let thickness = 0.062
        let radius = 0.5 - thickness / 2
        var path = Path.ring(center: center, radius: radius, thickness: thickness)
        path.append(.ellipseRing(center: center, radiusX: radius * 0.42, radiusY: radius, thickness: thickness))
        path.append(.capsule(from: point(0.5, 0.5 - radius), to: point(0.5, 0.5 + radius), thickness: thickness))
        path.append(.capsule(from: point(0.5 - radius, 0.5), to: point(0.5 + radius, 0.5), thickness: thickness))
        // Parallels halfway to the poles end on the outline: their half-length is √(r² − (r/2)²).
        let parallelOffset = radius / 2
        let halfChord = (radius * radius - parallelOffset * parallelOffset).squareRoot()
        for y in [0.5 - parallelOffset, 0.5 + parallelOffset] {
            path.append(.capsule(from: point(0.5 - halfChord, y), to: point(0.5 + halfChord, y), thickness: thickness))
        }
        return path
    }

    @Sendable static func ellipsis() -> Path {
        var path = Path()
        for x in [0.18, 0.5, 0.82] {
            path.append(.circle(center: point(x, 0.5), radius: 0.09))
        }
        return path
    }

    @Sendable static func ellipsisCircle() -> Path {
        var path = outerCircle
        for x in [0.28, 0.5, 0.72] {
            path.append(.circle(center: point(x, 0.5), radius: 0.055))
        }
        return path
    }

    /// A lightning bolt: two slanted blades offset at the middle.
    @Sendable static func boltFill() -> Path {
        var path = Path()
        path.move(to: point(0.64, 0.02))
        path.line(to: point(0.19, 0.58))
        path.line(to: point(0.47, 0.58))
        path.line(to: point(0.36, 0.98))
        path.line(to: point(0.81, 0.42))
        path.line(to: point(0.53, 0.42))
        path.close()
        return path
    }

    /// A crescent: a disc with a smaller disc bitten out towards the upper right.
    @Sendable static func moonFill() -> Path {
        let diskCenter = point(0.5, 0.5), diskRadius = 0.46
        let biteDirection = -Double.pi / 4
        let biteDistance = 0.34, biteRadius = 0.38
        let biteCenter = point(diskCenter.x + biteDistance * cos(biteDirection),
                               diskCenter.y + biteDistance * sin(biteDirection))
        // The circles cross at angles direction ± halfAngle around the disc's centre (law of cosines).
        let halfAngle = acos((biteDistance * biteDistance + diskRadius * diskRadius - biteRadius * biteRadius)
                             / (2 * biteDistance * diskRadius))
        let firstCrossing = biteDirection + halfAngle, secondCrossing = biteDirection - halfAngle
        func onDisk(_ angle: Double) -> Point {
            point(diskCenter.x + diskRadius * cos(angle), diskCenter.y + diskRadius * sin(angle))
        }
        func angleFromBite(_ p: Point) -> Double { atan2(p.y - biteCenter.y, p.x - biteCenter.x) }
        var path = Path()
        // Clockwise around the disc the long way, from one crossing to the other...
        path.arc(center: diskCenter, radius: diskRadius, startAngle: firstCrossing, endAngle: secondCrossing + 2 * .pi)
        // ...then back along the bite's edge, counter-clockwise through the side facing the disc's centre.
        let start = angleFromBite(onDisk(secondCrossing))
        var sweep = angleFromBite(onDisk(firstCrossing)) - start
        while sweep > 0 { sweep -= 2 * .pi }
        path.arc(center: biteCenter, radius: biteRadius, startAngle: start, endAngle: start + sweep)
        path.close()
        return path
    }

    /// A circle outline around a lowercase "i" with its dot, serif and foot.
    @Sendable static func infoCircle() -> Path {
        var path = outerCircle
        let thickness = stroke * 0.95
        path.append(.circle(center: point(0.5, 0.3), radius: 0.06))
        path.append(.capsule(from: point(0.5, 0.44), to: point(0.5, 0.7), thickness: thickness))
        path.append(.capsule(from: point(0.43, 0.44), to: point(0.5, 0.44), thickness: thickness))
        path.append(.capsule(from: point(0.41, 0.71), to: point(0.6, 0.71), thickness: thickness))
        return path
    }

    /// The filter symbol: three centred lines, each shorter than the one above, in a circle outline.
    @Sendable static func filterCircle() -> Path {
        var path = outerCircle
        for (y, halfLength) in [(0.35, 0.21), (0.5, 0.13), (0.65, 0.05)] {
            path.append(.capsule(from: point(0.5 - halfLength, y), to: point(0.5 + halfLength, y), thickness: stroke))
        }
        return path
    }

    @Sendable static func checkmark() -> Path {
        .polyline([point(0.12, 0.55), point(0.39, 0.83), point(0.88, 0.17)], thickness: 1.0 / 11)
    }

    @Sendable static func plus() -> Path {
        var path = Path.capsule(from: point(0.5, 0.1), to: point(0.5, 0.9), thickness: 1.0 / 10)
        path.append(.capsule(from: point(0.1, 0.5), to: point(0.9, 0.5), thickness: 1.0 / 10))
        return path
    }

    /// The five points of a star and the notches between them, clockwise from the top.
    private static var starCorners: [Point] {
        (0..<10).map { i in
            let angle = -Double.pi / 2 + Double(i) * .pi / 5
            let radius = i.isMultiple(of: 2) ? 0.46 : 0.22
            return point(0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
        }
    }

    @Sendable static func starFill() -> Path {
        let corners = starCorners
        var path = Path()
        path.move(to: corners[0])
        for corner in corners.dropFirst() { path.line(to: corner) }
        path.close()
        return path
    }

    @Sendable static func star() -> Path {
        let corners = starCorners
        return .polyline(corners + [corners[0], corners[1]], thickness: stroke)
    }

    /// A heart's outline, clockwise from its top notch: two lobes meeting in a point below.
    private static var heartOutline: [Point] {
        (0...48).map { i in
            // The classic heart curve, scaled into the square.
            let t = Double(i) / 48 * 2 * .pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            return point(0.5 + x / 36, 0.45 - y / 36)
        }
    }

    @Sendable static func heartFill() -> Path {
        let outline = heartOutline
        var path = Path()
        path.move(to: outline[0])
        for p in outline.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    @Sendable static func heart() -> Path {
        let outline = heartOutline
        return .polyline(outline + [outline[1]], thickness: stroke)
    }

    /// A letter: a rounded rectangle outline with its flap folded down to the middle.
    @Sendable static func envelope() -> Path {
        let top = 0.2, bottom = 0.8, left = 0.06, right = 0.94
        var path = Path.polyline([point(left, top), point(right, top), point(right, bottom), point(left, bottom),
                                  point(left, top)], thickness: stroke)
        path.append(.polyline([point(left + 0.03, top + 0.03), point(0.5, 0.52), point(right - 0.03, top + 0.03)],
                              thickness: stroke))
        return path
    }

    /// A head and shoulders in a circle outline.
    @Sendable static func personCircle() -> Path {
        var path = outerCircle
        path.append(.circle(center: point(0.5, 0.38), radius: 0.14))
        var shoulders = Path()
        shoulders.move(to: point(0.22, 0.8))
        shoulders.cubicCurve(to: point(0.78, 0.8), control1: point(0.3, 0.56), control2: point(0.7, 0.56))
        shoulders.cubicCurve(to: point(0.22, 0.8), control1: point(0.62, 0.9), control2: point(0.38, 0.9))
        shoulders.close()
        path.append(shoulders)
        return path
    }

    /// A lens and its handle.
    @Sendable static func magnifyingGlass() -> Path {
        var path = Path.ring(center: point(0.42, 0.42), radius: 0.3, thickness: stroke)
        path.append(.capsule(from: point(0.64, 0.64), to: point(0.9, 0.9), thickness: stroke * 1.3))
        return path
    }

    /// A bin: a lid with its handle, and a tapering body with three ribs.
    @Sendable static func trash() -> Path {
        var path = Path.capsule(from: point(0.12, 0.2), to: point(0.88, 0.2), thickness: stroke)
        path.append(.polyline([point(0.38, 0.2), point(0.4, 0.08), point(0.6, 0.08), point(0.62, 0.2)], thickness: stroke))
        path.append(.polyline([point(0.2, 0.2), point(0.26, 0.92), point(0.74, 0.92), point(0.8, 0.2)], thickness: stroke))
        for x in [0.38, 0.5, 0.62] {
            path.append(.capsule(from: point(x, 0.36), to: point(x, 0.78), thickness: stroke * 0.8))
        }
        return path
    }

    /// A back chevron, as tall as the square and a little over half as wide.
    @Sendable static func chevronLeft() -> Path {
        .polyline([point(0.66, 0.08), point(0.3, 0.5), point(0.66, 0.92)], thickness: 1.0 / 9)
    }

    @Sendable static func chevronRight() -> Path {
        .polyline([point(0.34, 0.08), point(0.7, 0.5), point(0.34, 0.92)], thickness: 1.0 / 9)
    }

    @Sendable static func xmark() -> Path {
        var path = Path.capsule(from: point(0.2, 0.2), to: point(0.8, 0.8), thickness: 1.0 / 11)
        path.append(.capsule(from: point(0.8, 0.2), to: point(0.2, 0.8), thickness: 1.0 / 11))
        return path
    }
}
