import PopoverKit

/// Point-in-outline queries on flattened polygons, for checking which parts of a symbol are filled.
enum Winding {
    /// The winding number of `polygons` around `point`: crossings of upward edges minus downward ones
    /// on a ray to the right (y down, so clockwise outlines count +1).
    static func number(of polygons: [[Point]], around point: Point) -> Int {
        var winding = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return winding
    }

    static func isFilled(_ path: Path, at point: Point) -> Bool {
        number(of: path.flattened(tolerance: 0.001), around: point) != 0
    }

    /// Signed shoelace area: positive for outlines running clockwise on screen (y down).
    static func signedArea(_ polygon: [Point]) -> Double {
        var twice = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            twice += a.x * b.y - b.x * a.y
        }
        return twice / 2
    }
}
