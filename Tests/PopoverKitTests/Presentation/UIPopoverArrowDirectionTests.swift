import Testing
@testable import PopoverKit

/// UIKit's arrow directions as `WithPopover` hands them to `uikitPopover`: the edge the arrow
/// points from, in UIKit's order.
@Suite struct UIPopoverArrowDirectionTests {
    @Test func eachDirectionIsTheEdgeTheArrowPointsFrom() {
        #expect(UIPopoverArrowDirection.up.edges == [.top])
        #expect(UIPopoverArrowDirection.down.edges == [.bottom])
        #expect(UIPopoverArrowDirection.left.edges == [.leading])
        #expect(UIPopoverArrowDirection.right.edges == [.trailing])
        #expect(([.right, .up] as UIPopoverArrowDirection).edges == [.top, .trailing])
        #expect(UIPopoverArrowDirection.any.edges == [.top, .bottom, .leading, .trailing])
        #expect(UIPopoverArrowDirection.unknown.edges == [.top, .bottom, .leading, .trailing])
        #expect(UIPopoverArrowDirection().edges == [])
        #expect(UIPopoverArrowDirection.any.rawValue == 15)
    }

    /// `.up` through `WithPopover`: the arrow on the bubble's top edge, the bubble below.
    @Test func upPutsTheBubbleBelowTheAnchor() throws {
        let harness = PresentationHarness(size: Size(width: 800, height: 1000)) {
            AbsoluteLayout {
                WithPopover(showPopover: .constant(true), arrowDirections: .up,
                            popoverSize: CGSize(width: 200, height: 100)) {
                    box(40, 20)
                } popoverContent: {
                    Text("content").font(font10)
                }
                .placed(at: Rect(x: 380, y: 490, width: 40, height: 20))
            }
            .presentPopovers()
        }
        harness.layout(at: 0)
        let placed = try #require(harness.placed(""))
        #expect(placed.placement.arrow?.edge == .top)
        #expect(placed.placement.body == Rect(x: 300, y: 522, width: 200, height: 100))
    }
}
