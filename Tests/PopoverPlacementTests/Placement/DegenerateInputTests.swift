import Testing
@testable import PopoverPlacement

/// Bad numbers never trap and never come back as NaN; the documented results.
@Suite struct DegenerateInputTests {
    let container = Rect(x: 0, y: 0, width: 400, height: 800)

    func allFinite(_ result: PlacementResult) -> Bool {
        var numbers = [result.body.x, result.body.y, result.body.width, result.body.height,
                       result.idealBody.x, result.idealBody.y, result.idealBody.width, result.idealBody.height,
                       result.maxBodySize.width, result.maxBodySize.height]
        if let arrow = result.arrow {
            numbers += [arrow.tip.x, arrow.tip.y, arrow.baseCenter.x, arrow.baseCenter.y]
        }
        return numbers.allSatisfy(\.isFinite)
    }

    @Test(arguments: PlacementPolicyName.allCases)
    func nanAnchorIsInvalidGeometryComputedAsZero(policy: PlacementPolicyName) {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: .nan, y: 600, width: 40, height: .infinity), bodySize: Size(width: 200, height: 100),
            container: container, policy: policy))
        #expect(result.hiddenReason == .invalidGeometry)
        #expect(allFinite(result))
        let zeroed = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 0, y: 600, width: 40, height: 0), bodySize: Size(width: 200, height: 100),
            container: container, policy: policy))
        #expect(result.body == zeroed.body)
    }

    @Test(arguments: [Size(width: 0, height: 100), Size(width: -5, height: 100),
                      Size(width: .nan, height: 100), Size(width: 200, height: .infinity)])
    func emptyBodyIsHiddenButStillPlaced(size: Size) {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 600, width: 40, height: 40), bodySize: size, container: container))
        #expect(result.hiddenReason == .emptyBody)
        #expect(allFinite(result))
        #expect(result.body.width >= 0 && result.body.height >= 0)
    }

    @Test func negativeSizesExtendTheOtherWay() {
        let flipped = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 220, y: 640, width: -40, height: -40), bodySize: Size(width: 200, height: 100),
            container: Rect(x: 400, y: 800, width: -400, height: -800)))
        #expect(flipped.body == Rect(x: 100, y: 488, width: 200, height: 100))
        #expect(flipped.isVisible)
    }

    @Test func insetLargerThanTheContainerLeavesAPointAtItsMiddle() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 180, y: 600, width: 40, height: 40), bodySize: Size(width: 200, height: 100),
            container: container, containerInset: EdgeInsets(all: 500), policy: .centered))
        #expect(result.body == Rect(x: 100, y: 350, width: 200, height: 100))
        #expect(result.maxBodySize == .zero)
    }

    @Test func hugeNumbersAreCappedAndStayFinite() {
        for policy in PlacementPolicyName.allCases {
            let result = PlacementEngine.compute(PlacementCase(
                anchor: Rect(x: 1e300, y: -1e300, width: 1e300, height: 1e300),
                bodySize: Size(width: 1e300, height: 1e300), container: Rect(x: -1e300, y: 0, width: .greatestFiniteMagnitude, height: 1e300),
                containerInset: EdgeInsets(all: -1e300), arrow: ArrowSpec(width: 1e300, height: .nan, gap: -.infinity),
                cornerRadius: .infinity, policy: policy, shiftPadding: .nan))
            #expect(allFinite(result))
            #expect(result.hiddenReason == nil || result.hiddenReason == .wouldCoverAnchor)
        }
    }

    @Test func anchorOutsideTheContainer() {
        // Original: below the container the anchor's midY is past the middle, so top; the frame's
        // bottom 900 is clamped to 800, a shift of 100: hidden. Edges: kept inside, shown.
        let anchor = Rect(x: 180, y: 900, width: 40, height: 40)
        let original = PlacementEngine.compute(PlacementCase(anchor: anchor, bodySize: Size(width: 200, height: 100), container: container))
        #expect(original.hiddenReason == .wouldCoverAnchor)
        #expect(original.body == Rect(x: 100, y: 688, width: 200, height: 100))
        let edges = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 500, y: 400, width: 40, height: 40), bodySize: Size(width: 200, height: 100),
            container: container, policy: .edges, preferredPlacement: Placement(side: .top), permittedSides: [.top]))
        #expect(edges.isVisible)
        #expect(edges.body == Rect(x: 200, y: 288, width: 200, height: 100))
        #expect(edges.arrow?.isSaturated == true)
        #expect(edges.arrow?.tip.x == 400 - 33.5)
    }
}
