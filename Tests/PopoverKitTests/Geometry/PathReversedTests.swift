import Testing
@testable import PopoverKit

/// `Path.reversed()` traces the same outline the other way round.
@Suite struct PathReversedTests {
    /// Twice the signed area of a polygon (positive clockwise on screen, y down).
    func signedArea(_ polygon: [Point]) -> Double {
        zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
    }

    @Test(arguments: [
        Path.rect(Rect(x: 0, y: 0, width: 40, height: 20)),
        Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6),
        Path.ellipse(in: Rect(x: 5, y: 5, width: 30, height: 20)),
        Path.capsule(from: Point(x: 0, y: 0), to: Point(x: 20, y: 10), thickness: 4),
    ])
    func theReversedOutlineHasTheSameAreaWoundTheOtherWay(path: Path) throws {
        let forward = try #require(path.flattened().first), backward = try #require(path.reversed().flattened().first)
        #expect(abs(signedArea(forward) + signedArea(backward)) < 1e-6)
        #expect(abs(signedArea(forward)) > 1)
        // The same points, in the opposite order.
        #expect(Set(forward.map { "\(($0.x * 1e6).rounded()),\(($0.y * 1e6).rounded())" })
            == Set(backward.map { "\(($0.x * 1e6).rounded()),\(($0.y * 1e6).rounded())" }))
    }
}
