import Testing
@testable import PopoverKit

/// The placement rules the presentation styles add around the engine, function by function.
@Suite struct PopoverStyleTests {
    static let container = Rect(x: 10, y: 20, width: 400, height: 600)

    @Test func sheetSpansTheContainerWidthOnItsBottomEdgeWithoutArrow() {
        let result = SystemPopoverStyle.sheet(size: Size(width: 120, height: 200), in: Self.container)
        #expect(result.body == Rect(x: 10, y: 420, width: 400, height: 200))
        #expect(result.idealBody == result.body)
        #expect(result.placement == nil && result.arrow == nil && result.isVisible)
        #expect(result.maxBodySize == Size(width: 400, height: 600))
    }

    @Test func matchedPutsTheOppositeUnitPointOnTheSourcesUnitPoint() {
        let anchor = Rect(x: 100, y: 100, width: 40, height: 20)
        // Bottom-trailing of the source: the popover's top-leading corner sits there.
        let result = MatchedPopoverStyle.placement(anchor: anchor, unit: UnitPoint(x: 1, y: 1), size: Size(width: 50, height: 30),
                                            bounds: Self.container)
        #expect(result.body == Rect(x: 140, y: 120, width: 50, height: 30))
        #expect(result.idealBody == result.body)
        #expect(result.maxBodySize == Self.container.size)
        // Centered on the source's top edge's middle: the popover's bottom middle.
        let top = MatchedPopoverStyle.placement(anchor: anchor, unit: UnitPoint(x: 0.5, y: 0), size: Size(width: 50, height: 30),
                                         bounds: Self.container)
        #expect(top.body == Rect(x: 95, y: 70, width: 50, height: 30))
    }

    @Test func matchedMovesTheBodyInsideTheBoundsButKeepsTheIdealFrame() {
        let anchor = Rect(x: 380, y: 600, width: 20, height: 10)
        let result = MatchedPopoverStyle.placement(anchor: anchor, unit: UnitPoint(x: 1, y: 1), size: Size(width: 50, height: 30),
                                            bounds: Self.container)
        #expect(result.idealBody == Rect(x: 400, y: 610, width: 50, height: 30))
        #expect(result.body == Rect(x: 360, y: 590, width: 50, height: 30))
        // Larger than the bounds: pinned to their top-leading corner.
        let large = MatchedPopoverStyle.placement(anchor: anchor, unit: UnitPoint(x: 0, y: 0), size: Size(width: 500, height: 700),
                                           bounds: Self.container)
        #expect(large.body.origin == Point(x: 10, y: 20))
    }

    @Test func shrinkProposalOnlyWhenTheBodyOverflowsItsRoom() {
        let room = Size(width: 300, height: 200)
        #expect(UIKitPopoverStyle.shrinkProposal(bodySize: Size(width: 300.5, height: 200.5), room: room) == nil)
        #expect(UIKitPopoverStyle.shrinkProposal(bodySize: Size(width: 400, height: 100), room: room)
            == ProposedSize(width: 300, height: 100))
        #expect(UIKitPopoverStyle.shrinkProposal(bodySize: Size(width: 100, height: 250), room: room)
            == ProposedSize(width: 100, height: 200))
        // No room at all: left as it is.
        #expect(UIKitPopoverStyle.shrinkProposal(bodySize: Size(width: 400, height: 400), room: Size(width: 0, height: 200)) == nil)
    }

    @Test func shrunkToRoomMeasuresAgainAndPlacesAgain() {
        var request = PlacementRequest(anchor: Rect(x: 180, y: 100, width: 40, height: 20), bodySize: Size(width: 300, height: 500),
                                       container: Rect(x: 0, y: 0, width: 400, height: 400),
                                       preferredPlacement: Placement(side: .bottom))
        let policy = PlacementPolicy.edges(flip: false)
        let placed = PlacementEngine.compute(request, policy: policy)
        var proposals: [ProposedSize] = []
        let shrunk = UIKitPopoverStyle.shrunkToRoom(request: &request, policy: policy) { proposal in
            proposals.append(proposal)
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        #expect(proposals == [ProposedSize(width: 300, height: placed.maxBodySize.height)])
        #expect(request.bodySize == Size(width: 300, height: placed.maxBodySize.height))
        #expect(shrunk == PlacementEngine.compute(request, policy: policy))
        #expect(shrunk.body.height == placed.maxBodySize.height)

        // A body that fits is not measured again.
        var fitting = request
        let fits = PlacementEngine.compute(fitting, policy: policy)
        let same = UIKitPopoverStyle.shrunkToRoom(request: &fitting, policy: policy) { _ in
            Issue.record("measured a body that fits")
            return .zero
        }
        #expect(same == fits && fitting == request)
    }

    @Test func attachmentPointIsTheMiddleOfTheSideFacingTheBody() {
        let anchor = Rect(x: 100, y: 200, width: 40, height: 20)
        func point(_ side: PlacementSide?, _ attachment: AttachmentAnchor = .rect) -> Point {
            let placement = PlacementResult(body: .zero, placement: side.map { Placement(side: $0) }, arrow: nil,
                                            hiddenReason: nil, idealBody: .zero, maxBodySize: .zero)
            return placement.attachmentPoint(on: anchor, attachment: attachment)
        }
        #expect(point(.top) == Point(x: 120, y: 200))
        #expect(point(.bottom) == Point(x: 120, y: 220))
        #expect(point(.leading) == Point(x: 100, y: 210))
        #expect(point(.trailing) == Point(x: 140, y: 210))
        #expect(point(nil) == Point(x: 120, y: 210))
        // A unit point wins whatever the side.
        #expect(point(.top, .point(UnitPoint(x: 1, y: 1))) == Point(x: 140, y: 220))
    }

    @Test func onlyStylesThatHideOverTheAnchorKeepThatReason() {
        func result(_ reason: HiddenReason?) -> PlacementResult {
            PlacementResult(body: .zero, placement: nil, arrow: nil, hiddenReason: reason, idealBody: .zero, maxBodySize: .zero)
        }
        let library = LibraryPopoverStyle(preferredEdge: nil, isDismissible: false)
        let others: [any PopoverStyle] = [
            SystemPopoverStyle(arrowEdge: nil, alignment: .center, attachment: .rect, isSheet: false),
            MatchedPopoverStyle(unit: .top),
            UIKitPopoverStyle(permittedSides: [], alignment: .center, centered: false),
        ]
        #expect(library.applyingCoverRule(to: result(.wouldCoverAnchor)).hiddenReason == .wouldCoverAnchor)
        for style in others {
            #expect(style.applyingCoverRule(to: result(.wouldCoverAnchor)).hiddenReason == nil)
            #expect(style.applyingCoverRule(to: result(.emptyBody)).hiddenReason == .emptyBody)
        }
    }
}
