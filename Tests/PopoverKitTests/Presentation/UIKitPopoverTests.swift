import Testing
@testable import PopoverKit

/// UIKit's popover (seed 004): permitted arrow edges, a preferred size that changes while
/// shown, shrinking to the room, and the centered variant.
@Suite struct UIKitPopoverTests {
    /// A 40 × 20 anchor at (380, y) in an 800-wide scope of `height`.
    static func harness(height: Double, anchorY: Double, directions: [Edge], size: Box<Size>,
                        alignment: PlacementAlignment = .center, centered: Bool = false) -> PresentationHarness {
        PresentationHarness(size: Size(width: 800, height: height)) {
            AbsoluteLayout {
                box(40, 20)
                    .uikitPopover(isPresented: .constant(true), permittedArrowDirections: directions,
                                  preferredContentSize: size.value, alignment: alignment, centered: centered) {
                        Text("content").font(font10)
                    }
                    .placed(at: Rect(x: 380, y: anchorY, width: 40, height: 20))
            }
            .presentPopovers()
        }
    }

    @Test func arrowSitsOnlyOnAPermittedEdge() {
        let size = Box(Size(width: 300, height: 300))
        // Anchor (380, 490, 40, 20) in 800 × 1000; the body keeps 12 pt from the anchor.
        let expected: [(Edge, Rect)] = [
            (.bottom, Rect(x: 250, y: 178, width: 300, height: 300)),   // down: bubble above
            (.top, Rect(x: 250, y: 522, width: 300, height: 300)),      // up: bubble below
            (.leading, Rect(x: 432, y: 350, width: 300, height: 300)),  // left: bubble to the right
            (.trailing, Rect(x: 68, y: 350, width: 300, height: 300)),  // right: bubble to the left
        ]
        for (edge, body) in expected {
            let harness = Self.harness(height: 1000, anchorY: 490, directions: [edge], size: size)
            harness.layout(at: 0)
            #expect(harness.placed("")?.placement.arrow?.edge == edge)
            #expect(harness.placed("")?.placement.body == body)
        }
    }

    @Test func alignmentLinesUpTheBubbleWithTheAnchorAlongItsEdge() {
        let size = Box(Size(width: 300, height: 300))
        // Above the anchor (380, 490, 40×20), as `.bottom` permits. Start: x 380; the arrow may
        // come no nearer than 12 (corner radius) + 13.5 to the body's ends, 405.5, and the
        // anchor's middle 400 lies before that on an anchor too short to reach, so the bubble
        // moves 5.5 toward it (Floating UI's arrow). End: x 420 − 300 = 120, moved 5.5 the other way.
        for (alignment, x) in [(PlacementAlignment.start, 374.5), (.end, 125.5), (.center, 250)] {
            let harness = Self.harness(height: 1000, anchorY: 490, directions: [.bottom], size: size, alignment: alignment)
            harness.layout(at: 0)
            let placement = harness.placed("")?.placement
            #expect(placement?.placement == Placement(side: .top, alignment: alignment))
            #expect(placement?.body == Rect(x: x, y: 178, width: 300, height: 300))
            #expect(placement?.arrow?.tip.x == 400)
        }
    }

    @Test func preferredSizeChangeIsLaidOutAgainInTheSameFrame() {
        let size = Box(Size(width: 300, height: 300))
        let harness = Self.harness(height: 1400, anchorY: 690, directions: [.bottom], size: size)
        harness.layout(at: 0)
        #expect(harness.placed("")?.placement.body == Rect(x: 250, y: 378, width: 300, height: 300))
        size.value = Size(width: 300, height: 600)
        harness.layout(at: 1 / 60)
        #expect(harness.placed("")?.placement.body == Rect(x: 250, y: 78, width: 300, height: 600))
    }

    @Test func aBubbleTallerThanTheRoomShrinksToIt() {
        let size = Box(Size(width: 300, height: 600))
        // 490 pt above the anchor, less the 12 pt arrow and gap.
        let harness = Self.harness(height: 1000, anchorY: 490, directions: [.bottom], size: size)
        harness.layout(at: 0)
        #expect(harness.placed("")?.placement.body == Rect(x: 250, y: 0, width: 300, height: 478))
    }

    @Test func centeredHasNoArrowAndSitsInTheMiddle() {
        let size = Box(Size(width: 320, height: 200))
        let harness = Self.harness(height: 1000, anchorY: 100, directions: [], size: size, centered: true)
        harness.layout(at: 0)
        #expect(harness.placed("")?.placement.body == Rect(x: 240, y: 400, width: 320, height: 200))
        #expect(harness.placed("")?.placement.arrow == nil)
    }
}
