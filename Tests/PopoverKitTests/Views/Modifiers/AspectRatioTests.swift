import Testing
@testable import PopoverKit

/// `.aspectRatio` offers its content the size of the ratio fitted to, or filling, the offer.
@Suite struct AspectRatioTests {
    let bounds = Rect(x: 0, y: 0, width: 300, height: 200)

    @Test func fitTakesTheLargestSquareInsideAndCentersIt() {
        let result = testEngine.layout(Color.red.aspectRatio(1, contentMode: .fit).id("view"), in: bounds)
        #expect(result.frame(of: "view") == Rect(x: 50, y: 0, width: 200, height: 200))
    }

    @Test func fillTakesTheSmallestSquareThatCovers() {
        let result = testEngine.layout(Color.red.aspectRatio(1, contentMode: .fill).id("view"), in: bounds)
        #expect(result.frame(of: "view")?.size == Size(width: 300, height: 300))
    }

    @Test func anAxisOfferedNothingFollowsTheOther() {
        // A vertical scroll view's offer: a width, no height.
        let size = testEngine.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fit),
                                           proposal: ProposedSize(width: 100, height: nil))
        #expect(size == Size(width: 100, height: 50))
    }

    @Test func scaledToFitUsesTheViewsOwnIdealRatio() {
        // A view whose ideal size is 40 × 20 (a flexible frame's ideal): offered 300 × 200 it
        // is 300 × 150 fitted, 400 × 200 filled.
        let view = Color.red.frame(idealWidth: 40, maxWidth: .infinity, idealHeight: 20, maxHeight: .infinity)
        #expect(testEngine.sizeThatFits(view.scaledToFit(), proposal: ProposedSize(bounds.size))
            == Size(width: 300, height: 150))
        #expect(testEngine.sizeThatFits(view.scaledToFill(), proposal: ProposedSize(bounds.size))
            == Size(width: 400, height: 200))
    }
}
