import Testing
@testable import PopoverKit

/// A short arrow edge keeps a straight run of edge each side of the arrow: never a dome (the
/// corners meeting the arrow's shoulders) nor, on a side edge, a chevron.
@Suite struct ShortEdgeFitTests {
    /// The straight edge between the corner's end and the arrow's shoulder, on the shorter side.
    static func straightRun(_ shape: BubbleShape) -> Double {
        let arrow = shape.arrow!
        let (start, end, at) = arrow.edge.isVertical
            ? (shape.body.minX, shape.body.maxX, arrow.tip.x) : (shape.body.minY, shape.body.maxY, arrow.tip.y)
        let r = shape.drawnCornerRadius, half = ArrowSpec.standardWidth / 2
        return min(at - half - (start + r), end - r - (at + half))
    }

    @Test(arguments: [6.0, 9.0, 12.0, 16.0, 20.0])
    func everyEdgeFromTheMinimumUpKeepsStraightRuns(radius: Double) {
        let minimum = ShortEdgeFit.minimumEdgeLength(cornerRadius: radius)
        var length = minimum
        while length < minimum + 80 {
            for edge in Edge.allCases {
                let body = edge.isVertical ? Rect(x: 10, y: 10, width: length, height: 90)
                                           : Rect(x: 10, y: 10, width: 90, height: length)
                let tip: Point = switch edge {
                case .top: Point(x: body.midX, y: body.minY - 9)
                case .bottom: Point(x: body.midX, y: body.maxY + 9)
                case .leading: Point(x: body.minX - 9, y: body.midY)
                case .trailing: Point(x: body.maxX + 9, y: body.midY)
                }
                let shape = BubbleShape(body: body, cornerRadius: radius, arrow: BubbleArrow(edge: edge, tip: tip))
                #expect(Self.straightRun(shape) >= ShortEdgeFit.straightRun - 1e-9, "\(edge) \(length) r \(radius)")
                // The corners shrink at most to half, and not at all on an edge with room.
                #expect(shape.drawnCornerRadius >= radius / 2 - 1e-9)
                if length >= ArrowSpec.standardWidth + 2 * (ShortEdgeFit.straightRun + radius) {
                    #expect(shape.drawnCornerRadius == radius)
                }
            }
            length += 0.37
        }
    }

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
