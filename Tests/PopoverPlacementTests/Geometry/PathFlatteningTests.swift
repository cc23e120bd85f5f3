import Testing
@testable import PopoverPlacement

@Suite struct PathFlatteningTests {
    @Test func rectangleFlattensToItsFourCorners() {
        let polygons = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)).flattened()
        #expect(polygons == [[Point(x: 1, y: 2), Point(x: 4, y: 2), Point(x: 4, y: 6), Point(x: 1, y: 6)]])
    }

    @Test func roundedRectStaysWithinToleranceOfTheTrueArc() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let polygons = Path.roundedRect(rect, cornerRadius: 20).flattened(tolerance: 0.05)
        #expect(polygons.count == 1)
        let center = Point(x: 80, y: 20)
        let cornerPoints = polygons[0].filter { $0.x > 80 && $0.y < 20 }
        #expect(!cornerPoints.isEmpty)
        for p in cornerPoints {
            #expect(abs(p.distance(to: center) - 20) < 1e-9)
        }
        // Consecutive vertices on the arc are close enough that the chord strays less than the tolerance.
        let ordered = polygons[0]
        for i in ordered.indices {
            let a = ordered[i], b = ordered[(i + 1) % ordered.count]
            let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            if a.x > 80 && a.y < 20 && b.x > 80 && b.y < 20 {
                #expect(20 - mid.distance(to: center) <= 0.05 + 1e-9)
            }
        }
    }

    @Test func ellipseBoundsMatchTheRect() {
        let polygons = Path.ellipse(in: Rect(x: 10, y: 20, width: 40, height: 20)).flattened(tolerance: 0.01)
        let xs = polygons[0].map(\.x), ys = polygons[0].map(\.y)
        #expect(abs(xs.min()! - 10) < 0.02 && abs(xs.max()! - 50) < 0.02)
        #expect(abs(ys.min()! - 20) < 0.02 && abs(ys.max()! - 40) < 0.02)
    }
}
