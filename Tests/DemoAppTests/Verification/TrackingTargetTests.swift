import PopoverKit
import Testing
@testable import DemoApp

@Suite struct TrackingTargetTests {
    let anchor = Rect(x: 100, y: 50, width: 40, height: 20)

    @Test func rectAttachmentUsesTheMiddleOfTheSideFacingTheBody() {
        // Arrow on the body's bottom edge: the body is above, the arrow points down at the anchor's top.
        #expect(TrackingTarget(anchor: anchor, attachment: .rect, edge: .bottom, gap: 3).expectedTip == Point(x: 120, y: 47))
        #expect(TrackingTarget(anchor: anchor, attachment: .rect, edge: .top, gap: 3).expectedTip == Point(x: 120, y: 73))
        #expect(TrackingTarget(anchor: anchor, attachment: .rect, edge: .trailing, gap: 3).expectedTip == Point(x: 97, y: 60))
        #expect(TrackingTarget(anchor: anchor, attachment: .rect, edge: .leading, gap: 3).expectedTip == Point(x: 143, y: 60))
    }

    @Test func pointAttachmentUsesThatPoint() {
        let target = TrackingTarget(anchor: anchor, attachment: .point(.bottomTrailing), edge: .top, gap: 2)
        #expect(target.attachmentPoint == Point(x: 140, y: 70))
        #expect(target.expectedTip == Point(x: 140, y: 72))
    }

    @Test func faultMovesOnlyTheDrawnArrow() {
        let shape = BubbleShape(body: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10,
                                arrow: BubbleArrow(edge: .bottom, tip: Point(x: 50, y: 49)))
        let faulty = TrackingFault(tipOffset: Point(x: 1.5, y: -0.5)).apply(to: shape)
        #expect(faulty.arrow?.tip == Point(x: 51.5, y: 48.5))
        #expect(faulty.body == shape.body)
        #expect(TrackingFault.none.apply(to: shape) == shape)
    }
}
