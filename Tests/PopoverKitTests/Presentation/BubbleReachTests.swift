import Testing
@testable import PopoverKit

/// The original clamps its arrow to ±max(0, width/2 − 9 − cornerRadius) from the body's middle
/// (SwiftUI-Popover 9a126e0, PopoverMessageBubble.swift:168-171), with the bubble's own corner
/// radius: 20, or 16 on watch.
@Suite struct BubbleReachTests {
    @Test(arguments: [20.0, 16.0])
    func theArrowReachesAsFarAsTheBubblesCornerRadiusAllows(radius: Double) throws {
        // An anchor near the trailing edge: the body clamps inside and the arrow saturates.
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            AbsoluteLayout {
                box(20, 20).swiftUIPopover(isPresented: .constant(true), disableDelay: true, preferredAttachmentEdge: .top) {
                    PopoverMessageBubble(fill: Color.systemBlue) { box(200, 20) }.makeNode()
                }
                .placed(at: Rect(x: 376, y: 300, width: 20, height: 20))
            }
            .presentPopovers()
            .environment(PopoverCornerRadiusKey.self, radius)
        }
        harness.layout(at: 0)
        let placement = try #require(harness.placed("")?.placement)
        let arrow = try #require(placement.arrow)
        #expect(arrow.isSaturated)
        #expect(abs(arrow.tip.x - placement.body.midX - (placement.body.width / 2 - 9 - radius)) < 1e-9)
    }
}
