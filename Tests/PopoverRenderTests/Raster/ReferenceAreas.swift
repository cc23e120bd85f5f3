import PopoverKit

/// Independent reference computations of how much of a pixel a shape covers.
enum ReferenceAreas {
    /// Area enclosed by a simple polygon (shoelace formula), regardless of orientation.
    static func polygonArea(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// Area of a simple polygon inside the unit pixel at (column, row), by Sutherland–Hodgman clipping
    /// against the pixel's four sides.
    static func polygonAreaInPixel(_ polygon: [Point], column: Int, row: Int) -> Double {
        let left = Double(column), top = Double(row)
        var clipped = polygon
        clipped = clip(clipped, inside: { $0.x >= left }, cross: { a, b in crossAtX(a, b, left) })
        clipped = clip(clipped, inside: { $0.x <= left + 1 }, cross: { a, b in crossAtX(a, b, left + 1) })
        clipped = clip(clipped, inside: { $0.y >= top }, cross: { a, b in crossAtY(a, b, top) })
        clipped = clip(clipped, inside: { $0.y <= top + 1 }, cross: { a, b in crossAtY(a, b, top + 1) })
        return polygonArea(clipped)
    }

    /// Area of a disk inside the unit pixel at (column, row), integrating the disk's vertical chord
    /// length over the pixel's width with the midpoint rule (error far below 1e-4).
    static func diskAreaInPixel(center: Point, radius: Double, column: Int, row: Int, samples: Int = 2000) -> Double {
        let top = Double(row), bottom = Double(row + 1)
        var sum = 0.0
        for i in 0..<samples {
            let x = Double(column) + (Double(i) + 0.5) / Double(samples)
            let dx = x - center.x
            let squared = radius * radius - dx * dx
            guard squared > 0 else { continue }
            let half = squared.squareRoot()
            sum += max(0, min(bottom, center.y + half) - max(top, center.y - half))
        }
        return sum / Double(samples)
    }

    private static func clip(_ polygon: [Point], inside: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
        guard let last = polygon.last else { return [] }
        var output: [Point] = []
        var previous = last
        for current in polygon {
            switch (inside(previous), inside(current)) {
            case (true, true): output.append(current)
            case (true, false): output.append(cross(previous, current))
            case (false, true): output.append(cross(previous, current)); output.append(current)
            case (false, false): break
            }
            previous = current
        }
        return output
    }

    private static func crossAtX(_ a: Point, _ b: Point, _ x: Double) -> Point {
        let t = (x - a.x) / (b.x - a.x)
        return Point(x: x, y: a.y + t * (b.y - a.y))
    }

    private static func crossAtY(_ a: Point, _ b: Point, _ y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(x: a.x + t * (b.x - a.x), y: y)
    }
}
