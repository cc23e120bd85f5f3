import Foundation
import Testing
import PopoverKit

@Suite struct SymbolStrokesTests {
    @Test func capsuleAreaIsARectanglePlusADisc() {
        let capsule = Path.capsule(from: Point(x: 10, y: 10), to: Point(x: 40, y: 50), thickness: 6)
        let polygons = capsule.flattened(tolerance: 0.0005)
        #expect(polygons.count == 1)
        // Length 50, radius 3: 50 · 6 + π · 9.
        #expect(abs(Winding.signedArea(polygons[0]) - (300 + .pi * 9)) < 0.05)
    }

    @Test func ringIsAnOuterCircleWithAHoleRunningTheOtherWay() {
        let ring = Path.ring(center: Point(x: 20, y: 20), radius: 10, thickness: 2)
        let polygons = ring.flattened(tolerance: 0.0005)
        #expect(polygons.count == 2)
        #expect(abs(Winding.signedArea(polygons[0]) - .pi * 121) < 0.05)
        #expect(abs(Winding.signedArea(polygons[1]) + .pi * 81) < 0.05)
        #expect(Winding.number(of: polygons, around: Point(x: 20, y: 20)) == 0)
        #expect(Winding.number(of: polygons, around: Point(x: 30, y: 20)) == 1)
    }

    @Test func counterClockwiseEllipseMirrorsTheClockwiseOne() {
        let rect = Rect(x: 2, y: 4, width: 30, height: 12)
        let clockwise = Path.ellipse(in: rect, clockwise: true).flattened(tolerance: 0.001)[0]
        let counter = Path.ellipse(in: rect, clockwise: false).flattened(tolerance: 0.001)[0]
        // Cubic quarter-arcs bulge out by 0.027 % of the radius, so the area is a little large.
        let area = Double.pi * 15 * 6
        #expect(abs(Winding.signedArea(clockwise) - area) < 0.1)
        #expect(abs(Winding.signedArea(counter) + Winding.signedArea(clockwise)) < 1e-6)
        #expect(abs(counter.map(\.y).min()! - 4) < 0.01 && abs(counter.map(\.x).max()! - 32) < 0.01)
    }

    @Test func polylineJoinsCapsulesThatFillWithOneWinding() {
        let path = Path.polyline([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], thickness: 2)
        let polygons = path.flattened()
        #expect(polygons.count == 2)
        #expect(polygons.allSatisfy { Winding.signedArea($0) > 0 })
        #expect(Winding.number(of: polygons, around: Point(x: 10, y: 0)) == 2)
        #expect(Winding.number(of: polygons, around: Point(x: 5, y: 5)) == 0)
    }
}
