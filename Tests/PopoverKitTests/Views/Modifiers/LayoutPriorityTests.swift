import Testing
@testable import PopoverKit

/// A stack offers space to higher `.layoutPriority` first, keeping only the minimum for the rest.
@Suite struct LayoutPriorityTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    /// Two texts of 84 pt (14 characters) in 120: equal priorities split it; a higher one gets
    /// its whole width.
    func row(highPriority: Bool) -> LayoutResult {
        testEngine.layout(HStack {
            Text("aaaa aaaa aaaa").font(font10).id("low")
            Text("bbbb bbbb bbbb").font(font10).layoutPriority(highPriority ? 1 : 0).id("high")
        }.frame(width: 120), in: bounds)
    }

    @Test func theHigherPriorityTextGetsItsFullWidth() {
        let result = row(highPriority: true)
        #expect(result.frame(of: "high")?.width == 84)
        #expect(result.frame(of: "low")!.width <= 120 - 8 - 84)
    }

    @Test func withoutPriorityTheTextsShareTheRow() {
        let result = row(highPriority: false)
        #expect(result.frame(of: "high")!.width < 84)
        #expect(result.frame(of: "low")!.width < 84)
    }

    @Test func thePriorityCountsWhereverItIsInTheViewsModifiers() {
        let result = testEngine.layout(HStack {
            Text("aaaa aaaa aaaa").font(font10).id("low")
            Text("bbbb bbbb bbbb").font(font10).layoutPriority(1).padding(.horizontal, 2).id("high")
        }.frame(width: 124), in: bounds)
        #expect(result.frame(of: "high")?.width == 88)
    }
}
