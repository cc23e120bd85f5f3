import Testing
@testable import PopoverKit

/// Strokes are bands along a shape's outline, drawn as fills: centered on the outline with
/// `stroke`, inside it with `strokeBorder` and `.border`.
@Suite struct StrokedShapeTests {
    let frame = Rect(x: 10, y: 10, width: 40, height: 20)

    /// The band's outer and inner polygons, as drawn.
    func band(_ view: some View) throws -> (outer: Rect, inner: Rect, color: Color) {
        let items = testEngine.layout(view.frame(width: 40, height: 20).padding(10),
                                      in: Rect(x: 0, y: 0, width: 60, height: 40)).displayList().items
        let fills = items.compactMap { if case .fill(let path, let color) = $0 { (path, color) } else { nil } }
        let (path, color) = try #require(fills.last)
        let polygons = path.flattened()
        try #require(polygons.count == 2)
        return (bounds(polygons[0]), bounds(polygons[1]), color)
    }

    @Test func strokeIsCenteredOnTheOutline() throws {
        let (outer, inner, color) = try band(Rectangle().stroke(Color.red, lineWidth: 4))
        #expect(outer == frame.insetBy(-2))
        #expect(inner == frame.insetBy(2))
        #expect(color == Color.red.resolved(in: .light))
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let (outer, inner, _) = try band(RoundedRectangle(cornerRadius: 6).strokeBorder(Color.red, lineWidth: 4))
        #expect(outer == frame)
        #expect(inner == frame.insetBy(4))
    }

    @Test func strokeWithoutAStyleIsAShapeFilledWithTheForeground() throws {
        let (outer, _, color) = try band(Circle().stroke(lineWidth: 2).foregroundStyle(Color.green))
        #expect(abs(outer.width - 22) < 1e-9 && abs(outer.height - 22) < 1e-9)
        #expect(color == Color.green.resolved(in: .light))
    }

    @Test func borderIsDrawnOverTheViewInsideItsFrame() throws {
        let items = testEngine.layout(Color.white.frame(width: 40, height: 20).border(Color.red, width: 2).padding(10),
                                      in: Rect(x: 0, y: 0, width: 60, height: 40)).displayList().items
        #expect(items.count == 2)
        guard case .fill(let band, let color) = items[1] else { Issue.record("no border"); return }
        #expect(color == Color.red.resolved(in: .light))
        #expect(bounds(band.flattened()[0]) == frame)
        #expect(bounds(band.flattened()[1]) == frame.insetBy(2))
    }

    @Test func aShapeThatCannotBeInsetIsTracedWithRoundJoins() throws {
        struct Triangle: Shape {
            func path(in rect: Rect) -> Path {
                var path = Path()
                path.move(to: Point(x: rect.midX, y: rect.minY))
                path.line(to: Point(x: rect.maxX, y: rect.maxY))
                path.line(to: Point(x: rect.minX, y: rect.maxY))
                path.close()
                return path
            }
        }
        let items = testEngine.layout(Triangle().stroke(Color.red, lineWidth: 2).frame(width: 40, height: 20),
                                      in: Rect(x: 0, y: 0, width: 40, height: 20)).displayList().items
        guard case .fill(let path, _) = items.first else { Issue.record("no stroke"); return }
        // Reaches a half line width past each corner, all round.
        let reach = bounds(path.flattened().flatMap { $0 })
        #expect(abs(reach.minX + 1) < 0.06 && abs(reach.maxY - 21) < 0.06 && abs(reach.minY + 1) < 0.06)
    }
}

/// The rectangle around `points`.
private func bounds(_ points: [Point]) -> Rect {
    let xs = points.map(\.x), ys = points.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}
