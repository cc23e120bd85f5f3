import Testing
@testable import PopoverPlacement

/// The `edges` policy (Floating UI's offset, flip, shift, arrow), numbers worked out by hand.
/// Container 400×800 at the origin, standard arrow (offset 9 + 3 = 12, arrow padding = corner
/// radius 20, so the arrow's base center stays 20 + 13.5 = 33.5 from the body's ends).
@Suite struct EdgesPolicyTests {
    let container = Rect(x: 0, y: 0, width: 400, height: 800)
    let body = Size(width: 200, height: 100)

    func place(anchor: Rect, body: Size? = nil, container: Rect? = nil, _ placement: Placement?,
               permitted: PermittedSides = [], flip: Bool = true, shift: Bool = true,
               shiftPadding: Double = 0) -> PlacementResult {
        PlacementEngine.compute(PlacementCase(
            anchor: anchor, bodySize: body ?? self.body, container: container ?? self.container,
            policy: .edges, preferredPlacement: placement, permittedSides: permitted,
            flip: flip, shift: shift, shiftPadding: shiftPadding))
    }

    @Test func topWithRoomSitsCenteredTwelvePointsAbove() {
        let result = place(anchor: Rect(x: 180, y: 600, width: 40, height: 40), Placement(side: .top))
        #expect(result.placement == Placement(side: .top))
        #expect(result.body == Rect(x: 100, y: 488, width: 200, height: 100))
        #expect(result.arrow == ArrowPlacement(edge: .bottom, baseCenter: Point(x: 200, y: 588),
                                               tip: Point(x: 200, y: 597), isSaturated: false))
        #expect(result.isVisible)
    }

    @Test func flipsToTheOppositeSideWhenThePreferredOneOverflows() {
        // Top would start at 50 − 112 = −62; bottom starts at 90 + 12 = 102 and fits.
        let result = place(anchor: Rect(x: 180, y: 50, width: 40, height: 40), Placement(side: .top))
        #expect(result.placement == Placement(side: .bottom))
        #expect(result.body == Rect(x: 100, y: 102, width: 200, height: 100))
        #expect(result.arrow?.tip == Point(x: 200, y: 93))
        #expect(result.maxBodySize == Size(width: 400, height: 800 - 90 - 12))
    }

    @Test func withoutFlipItStaysAndOverflows() {
        let result = place(anchor: Rect(x: 180, y: 50, width: 40, height: 40), Placement(side: .top), flip: false)
        #expect(result.body == Rect(x: 100, y: -62, width: 200, height: 100))
        #expect(result.isVisible)
    }

    @Test func shiftSlidesAlongTheSideWithPaddingAndTheArrowSaturates() {
        // Top and bottom both overflow 80 on the left; top comes first among those fitting
        // vertically. Shift moves x from −80 to the padding 8; the arrow's reach is
        // 8 + 33.5 ... 208 − 33.5, and the anchor's center 20 lies before it.
        let result = place(anchor: Rect(x: 0, y: 600, width: 40, height: 40), Placement(side: .top),
                           permitted: [.top, .bottom], shiftPadding: 8)
        #expect(result.placement == Placement(side: .top))
        #expect(result.body == Rect(x: 8, y: 488, width: 200, height: 100))
        #expect(result.idealBody == Rect(x: -80, y: 488, width: 200, height: 100))
        #expect(result.arrow == ArrowPlacement(edge: .bottom, baseCenter: Point(x: 41.5, y: 588),
                                               tip: Point(x: 41.5, y: 597), isSaturated: true))
        #expect(result.maxBodySize == Size(width: 384, height: 588))
    }

    @Test func flipTriesOnlyTheOppositeSideAndKeepsTheFirstThatFitsItsOwnAxis() {
        // flip() checks both axes: top and bottom both overflow 80 on the left. Floating UI then
        // tries no other side (trailing would fit entirely); of the two, both fit along their own
        // axis and overflow their main alignment side (left) by 80, so the first, top, stays.
        // Shift moves x from −80 to 0; the arrow's reach starts at 20 + 13.5, the anchor's
        // center 20 lies before it.
        let result = place(anchor: Rect(x: 0, y: 600, width: 40, height: 40), Placement(side: .top))
        #expect(result.placement == Placement(side: .top))
        #expect(result.body == Rect(x: 0, y: 488, width: 200, height: 100))
        #expect(result.arrow?.tip == Point(x: 33.5, y: 597))
        #expect(result.arrow?.isSaturated == true)
    }

    @Test func alignedPlacementsFallBackToTheOtherAlignmentAndTheOppositeSide() {
        // Body 150×100 in 300×300 below an anchor (x, 100, 40×20), top-start preferred. Both top
        // placements start at y −12 and overflow the top. At x 150, bottom-start (x 150, y 132)
        // ends exactly at the right edge and fits.
        let container = Rect(x: 0, y: 0, width: 300, height: 300), size = Size(width: 150, height: 100)
        let topStart = Placement(side: .top, alignment: .start)
        let fits = place(anchor: Rect(x: 150, y: 100, width: 40, height: 20), body: size, container: container, topStart)
        #expect(fits.placement == Placement(side: .bottom, alignment: .start))
        #expect(fits.idealBody == Rect(x: 150, y: 132, width: 150, height: 100))
        // At x 160 bottom-start overflows the right by 10; bottom-end (x 50) fits.
        let moved = place(anchor: Rect(x: 160, y: 100, width: 40, height: 20), body: size, container: container, topStart)
        #expect(moved.placement == Placement(side: .bottom, alignment: .end))
        #expect(moved.idealBody == Rect(x: 50, y: 132, width: 150, height: 100))
    }

    @Test func whenNoPlacementFitsTheOneFittingItsOwnAxisWithLeastMainAlignmentOverflowWins() {
        // Body 250×100 in 300×300 below (160, 100, 40×20), top-start preferred. Top placements
        // overflow the top. bottom-start (x 160) fits vertically and overflows its main alignment
        // side (right, for start) by 110; bottom-end (x −50) overflows its own (left) by 50 and
        // wins; shift then moves it to x 0.
        let result = place(anchor: Rect(x: 160, y: 100, width: 40, height: 20), body: Size(width: 250, height: 100),
                           container: Rect(x: 0, y: 0, width: 300, height: 300), Placement(side: .top, alignment: .start))
        #expect(result.placement == Placement(side: .bottom, alignment: .end))
        #expect(result.idealBody == Rect(x: -50, y: 132, width: 250, height: 100))
        #expect(result.body == Rect(x: 0, y: 132, width: 250, height: 100))
    }

    @Test func startAlignmentLinesUpTheLeadingEdges() {
        let result = place(anchor: Rect(x: 100, y: 600, width: 100, height: 40), Placement(side: .top, alignment: .start))
        #expect(result.placement == Placement(side: .top, alignment: .start))
        #expect(result.body == Rect(x: 100, y: 488, width: 200, height: 100))
        #expect(result.arrow?.tip.x == 150)
        #expect(result.arrow?.isSaturated == false)
    }

    @Test func endAlignmentLinesUpTheTrailingEdges() {
        let result = place(anchor: Rect(x: 150, y: 600, width: 100, height: 40), Placement(side: .top, alignment: .end))
        #expect(result.body.minX == 50)
    }

    @Test func alignedBodyMovesSoTheArrowReachesASmallAnchor() {
        // top-start puts x at 100; the arrow can reach 133.5 at least but the anchor's center is 110
        // and the anchor is too short (10 − 20 − 13.5 < 0), so the body moves by 110 − 133.5.
        let result = place(anchor: Rect(x: 100, y: 600, width: 20, height: 40), Placement(side: .top, alignment: .start))
        #expect(result.body == Rect(x: 76.5, y: 488, width: 200, height: 100))
        #expect(result.idealBody.minX == 100)
        #expect(result.arrow?.tip == Point(x: 110, y: 597))
        #expect(result.arrow?.isSaturated == false)
    }

    @Test func alignmentFlipsBeforeTheSide() {
        // top-start at x 250 overflows the right edge by 50; top-end (x 190) fits. Its arrow can
        // reach 223.5...256.5 but the anchor's center is 270 and the anchor is short, so the
        // body moves right 13.5, and shift brings it back to 200 (the container's edge).
        let result = place(anchor: Rect(x: 250, y: 200, width: 40, height: 20), body: Size(width: 100, height: 40),
                           container: Rect(x: 0, y: 0, width: 300, height: 300),
                           Placement(side: .top, alignment: .start))
        #expect(result.placement == Placement(side: .top, alignment: .end))
        #expect(result.idealBody == Rect(x: 190, y: 148, width: 100, height: 40))
        #expect(result.body == Rect(x: 200, y: 148, width: 100, height: 40))
        #expect(result.arrow?.tip == Point(x: 266.5, y: 197))
        #expect(result.arrow?.isSaturated == true)
    }

    @Test func leadingPutsTheArrowOnTheTrailingEdge() {
        // Body 100×50 left of (300, 400, 40×40). The edge is 50 long: padding shrinks to
        // min(20, 25 − 13.5 − 1) = 10.5, so the arrow may sit 419...421.
        let result = place(anchor: Rect(x: 300, y: 400, width: 40, height: 40), body: Size(width: 100, height: 50),
                           Placement(side: .leading))
        #expect(result.body == Rect(x: 188, y: 395, width: 100, height: 50))
        #expect(result.arrow == ArrowPlacement(edge: .trailing, baseCenter: Point(x: 288, y: 420),
                                               tip: Point(x: 297, y: 420), isSaturated: false))
        #expect(result.maxBodySize == Size(width: 288, height: 800))
    }

    @Test func shortEdgeKeepsTheArrowWithinOnePointOfItsMiddle() {
        // Shift moves the body from y 415 up to 400 inside a 450-high container; its middle is
        // 425, the arrow may sit 424...426, the anchor's center 440 is beyond.
        let result = place(anchor: Rect(x: 300, y: 420, width: 40, height: 40), body: Size(width: 100, height: 50),
                           container: Rect(x: 0, y: 0, width: 400, height: 450), Placement(side: .leading), flip: false)
        #expect(result.body.minY == 400)
        #expect(result.arrow?.tip == Point(x: 297, y: 426))
        #expect(result.arrow?.isSaturated == true)
        let far = place(anchor: Rect(x: 300, y: 400, width: 40, height: 10), body: Size(width: 100, height: 50),
                        Placement(side: .leading, alignment: .start), flip: false, shift: false)
        // start: y 400; reach 400 + 10.5 + 13.5 = 424 ... 426; anchor center 405 < 424 but the
        // anchor is too short, so the body moves up 19 and the arrow reaches it.
        #expect(far.body.minY == 381)
        #expect(far.arrow?.tip.y == 405)
    }

    @Test func flipGoesToTheOppositeSide() {
        // Leading (x −102) overflows; trailing, its opposite, fits at 62.
        let result = place(anchor: Rect(x: 10, y: 400, width: 40, height: 40), body: Size(width: 100, height: 50),
                           Placement(side: .leading))
        #expect(result.placement == Placement(side: .trailing))
        #expect(result.body == Rect(x: 62, y: 395, width: 100, height: 50))
    }

    @Test func preferredSideThatIsNotPermittedGivesWayToTheFirstPermitted() {
        let result = place(anchor: Rect(x: 180, y: 600, width: 40, height: 40), Placement(side: .top), permitted: [.bottom])
        #expect(result.side == .bottom)
        #expect(result.body.minY == 652)
    }

    @Test func automaticStartsFromTheSideWithMostRoom() {
        // Body 100×50 at (60, 400, 40×40): room above 338, below 298, leading −52, trailing 188.
        let anchor = Rect(x: 60, y: 400, width: 40, height: 40), size = Size(width: 100, height: 50)
        #expect(place(anchor: anchor, body: size, nil).side == .top)
    }

    @Test func permittedSidesAreTriedInTheirListedOrder() {
        // Same anchor: the first listed side where the body fits wins, not the roomiest.
        let anchor = Rect(x: 60, y: 400, width: 40, height: 40), size = Size(width: 100, height: 50)
        #expect(place(anchor: anchor, body: size, nil, permitted: [.bottom, .top]).side == .bottom)
        #expect(place(anchor: anchor, body: size, nil, permitted: [.leading, .trailing, .bottom]).side == .trailing)
        // A preferred side that is permitted and fits comes first.
        #expect(place(anchor: anchor, body: size, Placement(side: .top), permitted: [.bottom, .top]).side == .top)
        // Across the side counts too: a body 130 wide does not fit above or below (nor beside)
        // an anchor in a 120-wide container, so the roomiest, top (338 against 298), wins.
        let narrow = Rect(x: 0, y: 0, width: 120, height: 800)
        #expect(place(anchor: Rect(x: 40, y: 400, width: 40, height: 40), body: Size(width: 130, height: 50),
                      container: narrow, nil, permitted: [.bottom, .top]).side == .top)
        #expect(place(anchor: Rect(x: 40, y: 400, width: 40, height: 40), body: Size(width: 110, height: 50),
                      container: narrow, nil, permitted: [.bottom, .top]).side == .bottom)
    }

    @Test func whenNoPermittedSideFitsTheRoomiestWins() {
        // Body 380×420 at (150, 350, 100×40) in 400×800: room above 350 − 12 − 420 = −82,
        // below 800 − 390 − 12 − 420 = −22, leading 150 − 12 − 380 = −242.
        let result = place(anchor: Rect(x: 150, y: 350, width: 100, height: 40), body: Size(width: 380, height: 420),
                           nil, permitted: [.top, .leading, .bottom])
        #expect(result.side == .bottom)
        #expect(result.body == Rect(x: 10, y: 402, width: 380, height: 420))
    }

    @Test func whenNothingFitsBestFitTakesTheLeastTotalOverflow() {
        // 100×100 container, body 80×80 at (40, 30, 20×20): top overflows 62 on its own side,
        // bottom 42; neither fits its own axis, both sum to that alone, bottom is less.
        let anchor = Rect(x: 40, y: 30, width: 20, height: 20)
        let small = Rect(x: 0, y: 0, width: 100, height: 100), square = Size(width: 80, height: 80)
        #expect(place(anchor: anchor, body: square, container: small, Placement(side: .top)).side == .bottom)
        // Leading (x −52) overflows 52, trailing 52 too: the tie keeps leading, tried first.
        #expect(place(anchor: anchor, body: square, container: small, Placement(side: .leading)).side == .leading)
    }

    @Test func bodyWiderThanTheContainerStartsAtItsLeadingEdge() {
        let result = place(anchor: Rect(x: 40, y: 200, width: 20, height: 20), body: Size(width: 150, height: 40),
                           container: Rect(x: 0, y: 0, width: 100, height: 300), Placement(side: .top))
        #expect(result.side == .top)
        #expect(result.body == Rect(x: 0, y: 148, width: 150, height: 40))
    }
}
