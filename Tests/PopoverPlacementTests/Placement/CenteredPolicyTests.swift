import Testing
@testable import PopoverPlacement

@Suite struct CenteredPolicyTests {
    @Test func centersInTheInsetContainerWithoutArrowOrSide() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: Rect(x: 0, y: 0, width: 10, height: 10), bodySize: Size(width: 200, height: 100),
            container: Rect(x: 0, y: 0, width: 400, height: 800),
            containerInset: EdgeInsets(top: 10, leading: 4, bottom: 4, trailing: 4), policy: .centered))
        #expect(result.body == Rect(x: 100, y: 353, width: 200, height: 100))
        #expect(result.placement == nil)
        #expect(result.side == nil)
        #expect(result.arrow == nil)
        #expect(result.isVisible)
        #expect(result.maxBodySize == Size(width: 392, height: 786))
    }

    @Test func bodyLargerThanTheContainerOverflowsEquallyOnBothSides() {
        let result = PlacementEngine.compute(PlacementCase(
            anchor: .zero, bodySize: Size(width: 500, height: 100),
            container: Rect(x: 0, y: 0, width: 400, height: 800), policy: .centered))
        #expect(result.body == Rect(x: -50, y: 350, width: 500, height: 100))
    }
}
