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
