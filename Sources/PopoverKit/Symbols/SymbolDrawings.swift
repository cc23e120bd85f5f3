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
