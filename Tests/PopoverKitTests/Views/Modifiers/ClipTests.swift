import Testing
@testable import PopoverKit

/// `clipShape` clips drawing to the shape itself; rectangles keep the cheap rectangle clip.
@Suite struct ClipShapeDisplayListTests {
    @Test func roundedShapeClipsToItsPath() {
        let tree = Color.systemBlue.frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerRadius: 6))
        let items = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 40, height: 20)).displayList().items
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(items == [
            .pushClipPath(.roundedRect(frame, cornerRadius: 6)),
            .fill(.rect(frame), Color.systemBlue.resolved(in: .light)),
            .popClip,
        ])
    }

    @Test func rectangleClipStaysARectangleClip() {
        let tree = Color.systemBlue.frame(width: 40, height: 20).clipShape(Rectangle())
        let items = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 40, height: 20)).displayList().items
        #expect(items.first == .pushClip(Rect(x: 0, y: 0, width: 40, height: 20)))
        #expect(items.last == .popClip)
    }

    @Test func hitTestingStillUsesTheShapesBounds() {
        // A tap target twice as wide as the clip, clipped to a rounded rectangle 40 wide.
        let tree = Color.systemBlue.frame(width: 80, height: 20).onTapGesture {}
            .frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerRadius: 6))
        let result = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.hitTest(Point(x: 5, y: 10)).count == 1)
        #expect(result.hitTest(Point(x: 45, y: 10)).isEmpty)
    }
}

/// `.cornerRadius` clips as `clipShape(RoundedRectangle(cornerRadius:))` does.
@Suite struct CornerRadiusTests {
    @Test func itClipsToARoundedRectangleOfTheFrame() {
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let items = testEngine.layout(Color.systemBlue.frame(width: 40, height: 20).cornerRadius(6), in: frame)
            .displayList().items
        #expect(items.first == .pushClipPath(.roundedRect(frame, cornerRadius: 6)))
        #expect(items.last == .popClip)
    }
}
