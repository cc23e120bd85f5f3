import Testing
@testable import PopoverKit

/// `.fixedSize` proposes nil (the ideal size) on its axes, whatever the parent offers.
@Suite struct FixedSizeTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func fixedTextKeepsItsIdealWidthInANarrowFrameAndOverflowsItCentered() {
        // 17 characters at 6 pt: 102 wide on one line, in a frame 50 wide.
        let result = testEngine.layout(Text("Hello, wide world").font(font10).fixedSize().id("text")
            .frame(width: 50, height: 40).id("frame"), in: bounds)
        let frame = result.frame(of: "frame")!
        #expect(result.frame(of: "text")?.size == Size(width: 102, height: 12))
        #expect(result.frame(of: "text")?.midX == frame.midX)
        // The same text unfixed wraps inside the 50.
        let unfixed = testEngine.layout(Text("Hello, wide world").font(font10).id("text")
            .frame(width: 50, height: 40), in: bounds)
        #expect(unfixed.frame(of: "text")!.width <= 50)
    }

    @Test func fixingOnlyTheHeightLetsTextWrapToTheWidthAndTakeEveryLine() {
        // Offered 60 × 12, the text would be cut to one line; fixed vertically it takes the
        // three lines it needs at 60 wide.
        let text = Text("Hello, wide world").font(font10)
        let fixed = testEngine.layout(text.fixedSize(horizontal: false, vertical: true).id("text")
            .frame(width: 60, height: 12), in: bounds)
        #expect(fixed.frame(of: "text")!.width <= 60)
        #expect(fixed.frame(of: "text")!.height > 12)
        let unfixed = testEngine.layout(text.id("text").frame(width: 60, height: 12), in: bounds)
        #expect(unfixed.frame(of: "text")!.height == 12)
    }
}
