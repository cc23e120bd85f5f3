import Foundation
import Testing
@testable import PopoverKit

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// Shapes pasted from SwiftUI: `path(in: CGRect)` and SwiftUI's names for path building.
@Suite struct PathSwiftUINamesTests {
    @Test func swiftUINamesBuildTheSameElements() {
        let built = Path { path in
            path.move(to: Point(x: 0, y: 0))
            path.addLine(to: Point(x: 10, y: 0))
            path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
            path.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12))
            path.closeSubpath()
        }
        #expect(built.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)),
                                   .quadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5)),
                                   .cubicCurve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12)),
                                   .close])
        var rects = Path()
        rects.addRect(Rect(x: 0, y: 0, width: 4, height: 4))
        rects.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(rects.elements == Path.rect(Rect(x: 0, y: 0, width: 4, height: 4)).elements
                + Path.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 4)).elements)
    }

    @Test func aShapeWrittenWithCGRectIsFilledInItsFrame() throws {
        let items = testEngine.layout(Triangle().fill(.red).frame(width: 40, height: 20),
                                      in: Rect(x: 0, y: 0, width: 40, height: 20)).displayList().items
        let fill = try #require(items.compactMap { if case .fill(let path, _) = $0 { path } else { nil } }.first)
        #expect(ClipDrawing.bounds(of: fill) == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(fill.elements.first == .move(Point(x: 20, y: 0)))
    }
}
