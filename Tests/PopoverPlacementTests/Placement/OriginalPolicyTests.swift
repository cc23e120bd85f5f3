import Testing
@testable import PopoverPlacement

/// The original library's rules, with numbers worked out by hand. Container 400×800 at the origin,
/// body 200×100, standard arrow (27 wide, 9 high, gap 3: the body sits 12 pt from the anchor),
/// corner radius 20, unless a test says otherwise.
@Suite struct OriginalPolicyTests {
    let container = Rect(x: 0, y: 0, width: 400, height: 800)
    let body = Size(width: 200, height: 100)

    @Test func anchorInLowerHalfPutsTheBodyAboveWithItsArrowTipThreePointsShort() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 600, width: 40, height: 40), bodySize: body, container: container))
        #expect(result.placement == Placement(side: .top))
        #expect(result.body == Rect(x: 100, y: 488, width: 200, height: 100))
        #expect(result.idealBody == result.body)
        #expect(result.arrow == ArrowPlacement(edge: .bottom, baseCenter: Point(x: 200, y: 588),
                                               tip: Point(x: 200, y: 597), isSaturated: false))
        #expect(result.isVisible)
        // Room above: 600 − 12 = 588 high, the container's full width.
        #expect(result.maxBodySize == Size(width: 400, height: 588))
    }

    @Test func anchorInUpperHalfPutsTheBodyBelow() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 100, width: 40, height: 40), bodySize: body, container: container))
        #expect(result.side == .bottom)
        #expect(result.body == Rect(x: 100, y: 152, width: 200, height: 100))
        #expect(result.arrow?.edge == .top)
        #expect(result.arrow?.baseCenter == Point(x: 200, y: 152))
        #expect(result.arrow?.tip == Point(x: 200, y: 143))
        #expect(result.maxBodySize == Size(width: 400, height: 800 - 140 - 12))
    }

    @Test func anchorExactlyOnTheMiddleGoesBelow() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 380, width: 40, height: 40), bodySize: body, container: container))
        #expect(result.side == .bottom)
    }

    @Test func preferredEdgeForcesTheSide() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 300, width: 40, height: 40), bodySize: body, container: container,
            preferredPlacement: Placement(side: .top)))
        #expect(result.side == .top)
        #expect(result.body == Rect(x: 100, y: 188, width: 200, height: 100))
    }

    @Test func horizontalClampKeepsItInsideTheInsetAndSaturatesTheArrow() {
        // Ideal x = 20 − 100 = −80, clamped to the inset 4. Arrow reach from the body's center 104:
        // ±(100 − 9 − 20) = ±71, so 33...175; the attachment x 20 is beyond it.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 0, y: 600, width: 40, height: 40), bodySize: body, container: container,
            containerInset: EdgeInsets(all: 4)))
        #expect(result.body == Rect(x: 4, y: 488, width: 200, height: 100))
        #expect(result.idealBody == Rect(x: -80, y: 488, width: 200, height: 100))
        #expect(result.isVisible)
        #expect(result.arrow == ArrowPlacement(edge: .bottom, baseCenter: Point(x: 33, y: 588),
                                               tip: Point(x: 33, y: 597), isSaturated: true))
        #expect(result.maxBodySize == Size(width: 392, height: 600 - 12 - 4))
    }

    @Test func arrowFollowsTheAttachmentPointInsideItsReach() {
        // Attachment x 40; body clamped to x 4 (center 104); reach 33...175.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 20, y: 600, width: 40, height: 40), bodySize: body, container: container,
            containerInset: EdgeInsets(all: 4)))
        #expect(result.arrow?.tip == Point(x: 40, y: 597))
        #expect(result.arrow?.isSaturated == false)
    }

    @Test func verticalShiftOfMoreThanOnePointHidesIt() {
        // Forced top with the anchor near the top: the frame (body + 12) would start at −62.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 50, width: 40, height: 40), bodySize: body, container: container,
            preferredPlacement: Placement(side: .top)))
        #expect(result.hiddenReason == .wouldCoverAnchor)
        #expect(!result.isVisible)
        #expect(result.body == Rect(x: 100, y: 0, width: 200, height: 100))
        #expect(result.idealBody == Rect(x: 100, y: -62, width: 200, height: 100))
    }

    @Test func verticalShiftOfAtMostOnePointStillShows() {
        let onePoint = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 111, width: 40, height: 40), bodySize: body, container: container,
            preferredPlacement: Placement(side: .top)))
        #expect(onePoint.isVisible)
        #expect(onePoint.body.minY == 0)
        let oneAndAHalf = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 110.5, width: 40, height: 40), bodySize: body, container: container,
            preferredPlacement: Placement(side: .top)))
        #expect(oneAndAHalf.hiddenReason == .wouldCoverAnchor)
    }

    @Test func withoutArrowTheBodySitsFourPointsAway() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 600, width: 40, height: 40), bodySize: body, container: container, arrow: nil))
        #expect(result.body == Rect(x: 100, y: 496, width: 200, height: 100))
        #expect(result.arrow == nil)
    }

    @Test func gapIsAParameter() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 600, width: 40, height: 40), bodySize: body, container: container,
            arrow: ArrowSpec(gap: 0)))
        #expect(result.body.maxY == 591)
        #expect(result.arrow?.tip == Point(x: 200, y: 600))
    }

    @Test func narrowBodyPinsTheArrowToItsCenter() {
        // Width 50: reach max(0, 25 − 9 − 20) = 0.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 0, y: 600, width: 40, height: 40), bodySize: Size(width: 50, height: 30),
            container: container))
        #expect(result.body.minX == 0)
        #expect(result.arrow?.tip.x == 25)
        #expect(result.arrow?.isSaturated == true)
    }

    @Test func unitPointAttachmentShrinksTheAnchorToThatPoint() {
        // Bottom-trailing of (100, 600, 100×40) is (200, 640): in the lower half, so above it.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 100, y: 600, width: 100, height: 40), attachment: .point(.bottomTrailing),
            bodySize: body, container: container))
        #expect(result.side == .top)
        #expect(result.body == Rect(x: 100, y: 528, width: 200, height: 100))
        #expect(result.arrow?.tip == Point(x: 200, y: 637))
    }

    @Test func leadingSideMirrorsTheRuleOnTheOtherAxis() {
        // Body 100×50 left of (300, 400, 40×40): x = 300 − 12 − 100, y = 420 − 25.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 300, y: 400, width: 40, height: 40), bodySize: Size(width: 100, height: 50),
            container: container, preferredPlacement: Placement(side: .leading)))
        #expect(result.body == Rect(x: 188, y: 395, width: 100, height: 50))
        #expect(result.arrow == ArrowPlacement(edge: .trailing, baseCenter: Point(x: 288, y: 420),
                                               tip: Point(x: 297, y: 420), isSaturated: false))
        #expect(result.maxBodySize == Size(width: 288, height: 800))
    }

    @Test func automaticSideIsDecidedInThePaddedArea() {
        // The original's default padding, top 8 and trailing 8: the padded area runs from y 8
        // to 800, its middle is 404. The anchor's midY 402 is below the container's middle (400)
        // but above the padded area's, so the popover goes below.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 382, width: 40, height: 40), bodySize: body, container: container,
            containerInset: EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 8)))
        #expect(result.side == .bottom)
        #expect(result.body == Rect(x: 100, y: 434, width: 200, height: 100))
        // At midY 404.5 it is below the padded middle: above.
        let lower = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 384.5, width: 40, height: 40), bodySize: body, container: container,
            containerInset: EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 8)))
        #expect(lower.side == .top)
    }

    @Test func bodyWiderThanTheAreaFollowsTheOriginalsClampFormula() {
        // Body 500 wide in the 400-wide container, attachment x 200: the frame spans −50...450,
        // sticking out 50 on both ends; max(0, 0 + 50) + min(0, 400 − 450) = 0, so it stays
        // centered and overflows both ways.
        let centered = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 600, width: 40, height: 40), bodySize: Size(width: 500, height: 100),
            container: container))
        #expect(centered.body == Rect(x: -50, y: 488, width: 500, height: 100))
        #expect(centered.isVisible)
        // Attachment x 300: the frame spans 50...550, out past the trailing end only; it moves by
        // min(0, 400 − 550) = −150 and its trailing edge lies on the container's.
        let right = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 280, y: 600, width: 40, height: 40), bodySize: Size(width: 500, height: 100),
            container: container))
        #expect(right.body == Rect(x: -100, y: 488, width: 500, height: 100))
        // Attachment x 100: −150...350, out past the leading end only; it moves by 150.
        let left = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 80, y: 600, width: 40, height: 40), bodySize: Size(width: 500, height: 100),
            container: container))
        #expect(left.body == Rect(x: 0, y: 488, width: 500, height: 100))
    }

    @Test func bodyTallerThanTheAreaMovesByBothTermsAndHides() {
        // Forced top in a 300-high container, anchor (180, 350, 40×40) below it: the frame (body
        // 400 + 12) spans y −62...350, out 62 at the top and 50 at the bottom. It moves by
        // 62 − 50 = 12: more than 1 pt, so it hides.
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 350, width: 40, height: 40), bodySize: Size(width: 200, height: 400),
            container: Rect(x: 0, y: 0, width: 400, height: 300), preferredPlacement: Placement(side: .top)))
        #expect(result.body == Rect(x: 100, y: -50, width: 200, height: 400))
        #expect(result.hiddenReason == .wouldCoverAnchor)
    }
}
