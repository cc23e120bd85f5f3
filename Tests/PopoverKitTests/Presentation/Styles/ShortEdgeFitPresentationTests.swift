import Testing
@testable import PopoverKit

/// A popover whose arrow edge is too short is lengthened (`ShortEdgeFit`) and drawn as placed,
/// in each style that draws an arrow.
@Suite struct ShortEdgeFitPresentationTests {
    static let anchor = Rect(x: 180, y: 300, width: 40, height: 20)

    /// The body placed for `popover` on the anchor, and the bounds of the bubble drawn for it.
    static func placedAndDrawn(_ popover: @escaping (ViewNode) -> ViewNode) throws -> (body: Rect, drawn: Rect, arrow: Edge) {
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            AbsoluteLayout { popover(box(40, 20)).placed(at: Self.anchor) }.presentPopovers()
        }
        harness.layout(at: 0)
        let result = harness.layout(at: 1)
        let placed = try #require(harness.placed(""))
        // The bubble's fill: the one over the body that is neither the anchor nor the dimming.
        let drawn = try #require(result.displayList().items.compactMap { item -> Rect? in
            if case .fill(let path, _) = item { ClipDrawing.bounds(of: path) ?? .zero } else { nil }
        }.first { $0.intersects(placed.placement.body) && $0.width < 400 })
        return (placed.placement.body, drawn, try #require(placed.placement.arrow?.edge))
    }

    @Test func aShortLibraryBubbleIsLengthenedAndDrawnAsPlaced() throws {
        let (body, drawn, edge) = try Self.placedAndDrawn { anchor in
            anchor.swiftUIPopover(isPresented: .constant(true), disableDelay: true, preferredAttachmentEdge: .top) {
                PopoverMessageBubble(fill: Color.systemBlue) { box(4, 4) }.makeNode()
            }
        }
        #expect(edge == .bottom)
        #expect(body.width == ShortEdgeFit.minimumEdgeLength(cornerRadius: PopoverConstants.cornerRadius))
        // The fill covers the lengthened body (and the arrow below it).
        #expect(abs(drawn.minX - body.minX) < 1e-6 && abs(drawn.maxX - body.maxX) < 1e-6 && abs(drawn.minY - body.minY) < 1e-6)
    }

    @Test func aShortSidewaysSystemPopoverIsLengthened() throws {
        let (body, drawn, edge) = try Self.placedAndDrawn { anchor in
            anchor.popover(isPresented: .constant(true), arrowEdge: .trailing) { box(100, 20) }
        }
        #expect(edge == .leading)
        #expect(body.height == ShortEdgeFit.minimumEdgeLength(cornerRadius: 12))
        #expect(abs(drawn.minY - body.minY) < 1e-6 && abs(drawn.maxY - body.maxY) < 1e-6 && abs(drawn.maxX - body.maxX) < 1e-6, "\(drawn) \(body)")
    }
}
