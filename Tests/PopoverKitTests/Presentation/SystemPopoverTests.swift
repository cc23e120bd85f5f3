import Testing
@testable import PopoverKit

/// Apple's `.popover` (seed 001): compact adaptation, item presentation, dismissal from inside.
@Suite struct SystemPopoverTests {
    /// A 40 × 20 anchor at (180, 300) in a 400 × 600 scope.
    static let anchor = Rect(x: 180, y: 300, width: 40, height: 20)

    static func scene(_ anchorView: ViewNode) -> ViewNode {
        AbsoluteLayout { anchorView.placed(at: anchor) }.presentPopovers()
    }

    @Test func phoneIdiomShowsASheetUnlessTheContentOptsOut() {
        for optsOut in [false, true] {
            let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
                Self.scene(box(40, 20).popover(isPresented: .constant(true)) {
                    if optsOut {
                        box(100, 50).presentationCompactAdaptation(.popover)
                    } else {
                        box(100, 50)
                    }
                })
            }
            harness.host.isCompact = true
            harness.layout(at: 0)
            let placed = harness.placed("")!
            if optsOut {
                // A bubble: most room above (300 against 280 below and 180 at the sides), its edge
                // 12 pt (arrow 9 + gap 3) above the anchor, centered on it.
                #expect(placed.placement.body == Rect(x: 150, y: 238, width: 100, height: 50))
                #expect(placed.placement.arrow?.edge == .bottom)
            } else {
                // A sheet across the bottom: grabber 5 + 6 above it, 8, content 50, 8, spacer 24.
                #expect(placed.placement.body == Rect(x: 0, y: 499, width: 400, height: 101))
                #expect(placed.placement.arrow == nil)
            }
        }
    }

    @Test func regularIdiomKeepsTheBubbleWithoutOptingOut() {
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            Self.scene(box(40, 20).popover(isPresented: .constant(true), arrowEdge: .trailing) { box(100, 50) })
        }
        harness.layout(at: 0)
        // Forced to the trailing side: 12 pt right of the anchor, vertically centered on it.
        #expect(harness.placed("")?.placement.body == Rect(x: 232, y: 285, width: 100, height: 50))
        #expect(harness.placed("")?.placement.arrow?.edge == .leading)
    }

    @Test func alignmentLinesUpTheBubbleWithTheAnchorAlongItsEdge() {
        // Above the anchor: start puts x at 180, end at 220 − 100 = 120; the arrow keeps
        // 12 (corner radius) + 13.5 from the body's ends, so on this short anchor the bubble
        // moves 5.5 toward the anchor's middle (Floating UI's arrow). Without an edge the side
        // with most room, top (238 against 218 below and 68 beside), takes the alignment too.
        let cases: [(Edge?, PlacementAlignment, Double)] = [(.top, .start, 174.5), (.top, .end, 125.5), (nil, .start, 174.5)]
        for (edge, alignment, x) in cases {
            let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
                Self.scene(box(40, 20).popover(isPresented: .constant(true), arrowEdge: edge, alignment: alignment) {
                    box(100, 50)
                })
            }
            harness.layout(at: 0)
            let placement = harness.placed("")?.placement
            #expect(placement?.placement == Placement(side: .top, alignment: alignment))
            #expect(placement?.body == Rect(x: x, y: 238, width: 100, height: 50))
            #expect(placement?.arrow?.tip == Point(x: 200, y: 297))
        }
    }

    @Test func attachmentAnchorPointIsWhereTheArrowAims() {
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            Self.scene(box(40, 20).popover(isPresented: .constant(true), attachmentAnchor: .point(.topLeading),
                                           arrowEdge: .top) { box(100, 50) })
        }
        harness.layout(at: 0)
        let placed = harness.placed("")!
        // The anchor shrinks to its top-leading corner (180, 300); the body is centered above it.
        #expect(placed.attachmentPoint == Point(x: 180, y: 300))
        #expect(placed.placement.body == Rect(x: 130, y: 238, width: 100, height: 50))
        // Plain `.popover(isPresented:)` is Apple's: the system draws the bubble's fill.
        #expect(placed.fill == SystemPopoverChrome.panelFill.resolved(in: .light))
    }

    @Test func compactAdaptationIsReadFromTheBuiltContent() {
        let nested = [VStack { Text("a").presentationCompactAdaptation(.sheet).padding() }.makeNode()]
        #expect(CompactAdaptation.declared(in: nested) == .sheet)
        #expect(CompactAdaptation.declared(in: [Text("a").padding()]) == nil)
        let both = [VStack { Text("a").presentationCompactAdaptation(.sheet); Text("b").presentationCompactAdaptation(.popover) }.makeNode()]
        #expect(CompactAdaptation.declared(in: both) == .popover)
    }

    @Test func itemPopoverPresentsWhileSetAndDismissalClearsIt() {
        let item = Box<String?>(nil)
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            Self.scene(box(40, 20).popover(item: item.binding) { name in Text(name).font(font10) })
        }
        harness.layout(at: 0)
        #expect(harness.opacity("") == 0)
        item.value = "Hello"
        harness.layout(at: 1)
        // Shown at once (no delay), fading in over 0.35 s; the content is built from the item.
        // "Hello" is 30 wide, lengthened for the arrow on its edge (`ShortEdgeFit`).
        let size = Size(width: ShortEdgeFit.minimumEdgeLength(cornerRadius: 12), height: 12)
        harness.layout(at: 1.35)
        #expect(harness.opacity("") == 1)
        #expect(harness.placed("")?.placement.body.size == size)
        harness.pressOutside()
        #expect(item.value == nil)
        // While it fades out it still shows the last item.
        harness.layout(at: 1.35)
        harness.layout(at: 1.525)
        #expect(abs(harness.opacity("") - 0.5) < 1e-9)
        #expect(harness.placed("")?.placement.body.size == size)
        harness.layout(at: 1.7)
        #expect(harness.opacity("") < 1e-9)
    }

    @Test func dismissActionInsideTheContentClosesIt() {
        let isPresented = Box(true)
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            Self.scene(box(40, 20).popover(isPresented: isPresented.binding) {
                EnvironmentReader { environment in
                    // (The test module has a DismissKey of its own.)
                    Button("Close") { environment[PopoverKit.DismissKey.self]() }.font(font10).id("close")
                }
            })
        }
        harness.layout(at: 0)
        // Fully transparent on its first frame, so not yet hit; faded in after 0.35 s.
        #expect(!harness.activate("close"))
        harness.layout(at: 0.35)
        #expect(harness.activate("close"))
        #expect(isPresented.value == false)
    }
}
