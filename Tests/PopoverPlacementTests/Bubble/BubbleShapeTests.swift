import Testing
@testable import PopoverPlacement

/// The bubble outline: its arrow reaches exactly its tip, and nothing else sticks out of the body.
@Suite struct BubbleShapeTests {
    static let body = Rect(x: 50, y: 40, width: 200, height: 120)

    static func arrow(on edge: Edge) -> BubbleArrow {
        switch edge {
        case .top: BubbleArrow(edge: .top, tip: Point(x: 130.3, y: 31))
        case .bottom: BubbleArrow(edge: .bottom, tip: Point(x: 170.7, y: 169))
        case .leading: BubbleArrow(edge: .leading, tip: Point(x: 41, y: 100.25))
        case .trailing: BubbleArrow(edge: .trailing, tip: Point(x: 259, y: 77.5))
        }
    }

    static func bounds(of polygons: [[Point]]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let points = polygons.flatMap { $0 }
        return (points.map(\.x).min()!, points.map(\.y).min()!, points.map(\.x).max()!, points.map(\.y).max()!)
    }

    @Test(arguments: Edge.allCases)
    func extremePointAlongTheArrowIsTheTip(edge: Edge) {
        let arrow = Self.arrow(on: edge)
        let tolerance = 0.01
        let polygons = BubbleShape(body: Self.body, cornerRadius: 20, arrow: arrow).path.flattened(tolerance: tolerance)
        let points = polygons.flatMap { $0 }
        let direction: Point = switch edge {
        case .top: Point(x: 0, y: -1)
        case .bottom: Point(x: 0, y: 1)
        case .leading: Point(x: -1, y: 0)
        case .trailing: Point(x: 1, y: 0)
        }
        func reach(_ p: Point) -> Double { p.x * direction.x + p.y * direction.y }
        let farthest = points.map(reach).max()!
        // Nothing passes the tip; the chords near the apex fall short of it by at most the tolerance.
        #expect(farthest <= reach(arrow.tip) + 1e-9, "\(edge)")
        #expect(farthest >= reach(arrow.tip) - tolerance, "\(edge): \(farthest) vs \(reach(arrow.tip))")
        // And the outline passes through the tip: some chord runs within the tolerance of it.
        let closest = polygons.flatMap { polygon in
            polygon.indices.map { i in Self.distance(from: arrow.tip, toSegment: polygon[i], polygon[(i + 1) % polygon.count]) }
        }.min()!
        #expect(closest <= tolerance, "\(edge): \(closest)")
    }

    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    @Test(arguments: Edge.allCases)
    func boundsAreTheBodyUnitedWithTheArrow(edge: Edge) {
        let arrow = Self.arrow(on: edge)
        let polygons = BubbleShape(body: Self.body, cornerRadius: 20, arrow: arrow).path.flattened(tolerance: 0.01)
        let b = Self.bounds(of: polygons)
        // The arrow widens only along its edge, within the body's extent; it adds its height outward.
        let expected: (Double, Double, Double, Double) = switch edge {
        case .top: (50, 31, 250, 160)
        case .bottom: (50, 40, 250, 169)
        case .leading: (41, 40, 250, 160)
        case .trailing: (50, 40, 259, 160)
        }
        // Exact where the body bounds it; within the flattening tolerance at the rounded apex.
        let slack = 0.01
        #expect(abs(b.minX - expected.0) <= slack && abs(b.minY - expected.1) <= slack, "\(edge): \(b)")
        #expect(abs(b.maxX - expected.2) <= slack && abs(b.maxY - expected.3) <= slack, "\(edge): \(b)")
    }

    @Test func withoutAnArrowBoundsAreTheBody() {
        let b = Self.bounds(of: BubbleShape(body: Self.body, cornerRadius: 20).path.flattened(tolerance: 0.01))
        #expect(b == (50, 40, 250, 160))
    }
}
