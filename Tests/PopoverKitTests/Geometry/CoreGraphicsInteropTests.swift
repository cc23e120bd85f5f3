import Testing
@testable import PopoverKit

/// `Size`, `Point` and `Rect` to and from Foundation's CG types, field for field.
@Suite struct CoreGraphicsInteropTests {
    @Test func sizesPointsAndRectsConvertBothWays() {
        let size = Size(width: 300.5, height: -20)
        let point = Point(x: 12.25, y: -7)
        let rect = Rect(x: 1, y: 2, width: 30, height: 40)
        #expect(CGSize(size) == CGSize(width: 300.5, height: -20))
        #expect(CGPoint(point) == CGPoint(x: 12.25, y: -7))
        #expect(CGRect(rect) == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(Size(CGSize(width: 300.5, height: -20)) == size)
        #expect(Point(CGPoint(x: 12.25, y: -7)) == point)
        #expect(Rect(CGRect(x: 1, y: 2, width: 30, height: 40)) == rect)
        #expect(Size(CGSize(size)) == size && Point(CGPoint(point)) == point && Rect(CGRect(rect)) == rect)
    }

    /// `CGFloat` needs no conversion: it passes where `Double` is taken, either way.
    @Test func cgFloatPassesForDouble() {
        let width: CGFloat = 42
        let size = Size(width: width, height: width / 2)
        let back: CGFloat = size.height
        #expect(size == Size(width: 42, height: 21))
        #expect(back == 21)
    }
}

/// A path built from CG values is the path built from the library's.
@Suite struct CoreGraphicsPathTests {
    @Test func cgPathStepsAndShapesMatchTheLibrarys() {
        var library = Path(), coreGraphics = Path()
        library.move(to: Point(x: 1, y: 2))
        library.line(to: Point(x: 3, y: 4))
        library.quadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8))
        library.cubicCurve(to: Point(x: 9, y: 10), control1: Point(x: 11, y: 12), control2: Point(x: 13, y: 14))
        library.arc(center: Point(x: 15, y: 16), radius: 17, startAngle: 0.5, endAngle: 1.5)
        coreGraphics.move(to: CGPoint(x: 1, y: 2))
        coreGraphics.line(to: CGPoint(x: 3, y: 4))
        coreGraphics.quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        coreGraphics.cubicCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        let radius: CGFloat = 17, start: CGFloat = 0.5, end: CGFloat = 1.5
        coreGraphics.arc(center: CGPoint(x: 15, y: 16), radius: radius, startAngle: start, endAngle: end)
        #expect(coreGraphics == library)

        let rect = Rect(x: 1, y: 2, width: 30, height: 20), cgRect = CGRect(x: 1, y: 2, width: 30, height: 20)
        let corner: CGFloat = 5
        #expect(Path.rect(cgRect) == Path.rect(rect))
        #expect(Path.roundedRect(cgRect, cornerRadius: corner) == Path.roundedRect(rect, cornerRadius: 5))
        #expect(Path.ellipse(in: cgRect) == Path.ellipse(in: rect))
        var zero = Path()
        zero.move(to: .zero)
        #expect(zero.elements == [.move(Point.zero)])
    }
}
