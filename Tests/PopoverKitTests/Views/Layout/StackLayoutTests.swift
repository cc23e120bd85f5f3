import Testing
@testable import PopoverKit

@Suite struct StackLayoutTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func textBesideASpacerGetsItsIdealWidthAndTheSpacerTheRest() {
        // 10 pt text: 6 per character. 200 wide: "Info Bananas" (72) and "Bananas" (42) both fit.
        let result = testEngine.layout(HStack {
            Text("Bananas").font(font10).id("name")
            Spacer().id("spacer")
            Text("Info Bananas").font(font10).id("info")
        }.frame(width: 200), in: bounds)
        #expect(result.frame(of: "name")?.width == 42)
        #expect(result.frame(of: "info")?.size == Size(width: 72, height: 12), "one line, not wrapped")
        #expect(abs((result.frame(of: "spacer")?.width ?? 0) - (200 - 42 - 72)) < 1e-9)
    }

    @Test func aRowSizedToItsIdealSizeKeepsItsTextWhole() {
        // What a popover sized to its content does: measure the ideal size, lay out in it.
        let row = HStack {
            Text("Unread").font(font10).id("label")
            Spacer()
            box(30, 12)
        }
        let ideal = testEngine.sizeThatFits(row, proposal: .unspecified)
        let result = testEngine.layout(row, in: Rect(origin: .zero, size: ideal))
        #expect(result.frame(of: "label")?.width == 36)
    }

    @Test func vstackSpacesChildrenByEightAndCentersThem() {
        let result = testEngine.layout(VStack {
            box(40, 20).id("a")
            box(60, 10).id("b")
        }.id("stack"), in: bounds)
        // 60 × (20 + 8 + 10), centered in 200 × 100.
        #expect(result.frame(of: "stack") == Rect(x: 70, y: 31, width: 60, height: 38))
        #expect(result.frame(of: "a") == Rect(x: 80, y: 31, width: 40, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 70, y: 59, width: 60, height: 10))
    }

    @Test func hstackAlignsTopAndUsesExplicitSpacing() {
        let result = testEngine.layout(HStack(alignment: .top, spacing: 4) {
            box(10, 30).id("a")
            box(20, 10).id("b")
        }.id("stack"), in: bounds)
        #expect(result.frame(of: "stack") == Rect(x: 83, y: 35, width: 34, height: 30))
        #expect(result.frame(of: "a") == Rect(x: 83, y: 35, width: 10, height: 30))
        #expect(result.frame(of: "b") == Rect(x: 97, y: 35, width: 20, height: 10))
    }

    @Test func vstackTrailingAlignmentAndBottomAlignedHStack() {
        let result = testEngine.layout(VStack(alignment: .trailing, spacing: 0) {
            box(10, 10).id("narrow")
            HStack(alignment: .bottom, spacing: 0) {
                box(30, 20)
                box(10, 5).id("short")
            }
        }, in: bounds)
        // Stack 40 × 30 at (80, 35); narrow box at the trailing edge; short box at the bottom.
        #expect(result.frame(of: "narrow") == Rect(x: 110, y: 35, width: 10, height: 10))
        #expect(result.frame(of: "short") == Rect(x: 110, y: 60, width: 10, height: 5))
    }

    @Test func spacerTakesTheRemainingWidthWithNoSpacingBesideIt() {
        let result = testEngine.layout(HStack {
            box(20, 10).id("a")
            Spacer().id("spacer")
            box(30, 10).id("b")
        }.frame(width: 200), in: bounds)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 45, width: 20, height: 10))
        #expect(result.frame(of: "spacer")?.width == 150)
        #expect(result.frame(of: "b") == Rect(x: 170, y: 45, width: 30, height: 10))
    }

    @Test func idealStackWidthCountsTheSpacerMinimumLength() {
        let stack = HStack {
            box(20, 10)
            Spacer()
            box(30, 10)
        }
        #expect(testEngine.sizeThatFits(stack, proposal: .unspecified) == Size(width: 58, height: 10))
        let explicit = HStack(spacing: 2) {
            box(20, 10)
            Spacer(minLength: 5)
            box(30, 10)
        }
        #expect(testEngine.sizeThatFits(explicit, proposal: .unspecified) == Size(width: 59, height: 10))
    }

    @Test func rigidChildrenAreServedBeforeFlexibleOnes() {
        // The color is flexible, the box is not: the box keeps 50 even though it comes second.
        let result = testEngine.layout(HStack(spacing: 0) {
            Color.black.id("color")
            box(50, 10).id("box")
        }, in: bounds)
        #expect(result.frame(of: "color") == Rect(x: 0, y: 0, width: 150, height: 100))
        #expect(result.frame(of: "box") == Rect(x: 150, y: 45, width: 50, height: 10))
    }

    @Test func twoFlexibleChildrenShareEqually() {
        let result = testEngine.layout(HStack(spacing: 10) {
            Color.black.id("a")
            Color.white.id("b")
        }, in: bounds)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 95, height: 100))
        #expect(result.frame(of: "b") == Rect(x: 105, y: 0, width: 95, height: 100))
    }

    @Test func paddingAddsInsetsAroundTheContent() {
        let padded = box(10, 10).id("inner").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("outer")
        let result = testEngine.layout(padded, in: bounds)
        #expect(result.frame(of: "outer") == Rect(x: 92, y: 43, width: 16, height: 14))
        #expect(result.frame(of: "inner") == Rect(x: 94, y: 44, width: 10, height: 10))
        #expect(testEngine.sizeThatFits(box(10, 10).padding(), proposal: .unspecified) == Size(width: 42, height: 42))
        #expect(testEngine.sizeThatFits(box(10, 10).padding(.horizontal, 5), proposal: .unspecified)
            == Size(width: 20, height: 10))
    }

    @Test func maxWidthInfinityFillsTheOfferAndAlignsItsContent() {
        let result = testEngine.layout(
            Text("ab").font(font10).id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame"),
            in: bounds)
        #expect(result.frame(of: "frame") == Rect(x: 0, y: 44, width: 200, height: 12))
        #expect(result.frame(of: "text") == Rect(x: 0, y: 44, width: 12, height: 12))
        // Asked for its ideal size, the frame is as wide as its content.
        #expect(testEngine.sizeThatFits(box(10, 10).frame(maxWidth: .infinity), proposal: .unspecified)
            == Size(width: 10, height: 10))
    }

    @Test func minAndMaxFramesClampTheOffer() {
        let atLeast = box(50, 10).frame(minWidth: 100)
        #expect(testEngine.sizeThatFits(atLeast, proposal: ProposedSize(width: 200, height: 50)) == Size(width: 100, height: 10))
        #expect(testEngine.sizeThatFits(atLeast, proposal: ProposedSize(width: 80, height: 50)) == Size(width: 100, height: 10))
        let atMost = Color.black.frame(maxWidth: 120, maxHeight: 30)
        #expect(testEngine.sizeThatFits(atMost, proposal: ProposedSize(width: 200, height: 50)) == Size(width: 120, height: 30))
        #expect(testEngine.sizeThatFits(atMost, proposal: ProposedSize(width: 60, height: 20)) == Size(width: 60, height: 20))
        let ideal = Color.black.frame(idealWidth: 70, maxWidth: .infinity)
        #expect(testEngine.sizeThatFits(ideal, proposal: .unspecified) == Size(width: 70, height: 10))
    }

    @Test func offsetMovesTheContentButNotItsNeighbours() {
        let result = testEngine.layout(VStack(spacing: 0) {
            box(10, 10).id("moved").offset(x: 5, y: 7).id("offset")
            box(10, 10).id("still")
        }, in: bounds)
        #expect(result.frame(of: "offset") == Rect(x: 95, y: 40, width: 10, height: 10))
        #expect(result.frame(of: "moved") == Rect(x: 100, y: 47, width: 10, height: 10))
        #expect(result.frame(of: "still") == Rect(x: 95, y: 50, width: 10, height: 10))
    }

    @Test func groupModifiersApplyToEachChild() {
        let result = testEngine.layout(VStack(spacing: 0) {
            Group {
                box(10, 10)
                box(10, 10)
            }.padding(5)
        }.id("stack"), in: bounds)
        #expect(result.frame(of: "stack")?.size == Size(width: 20, height: 40))
    }

    @Test func zstackTakesTheLargestChildAndAlignsTheOthers() {
        let result = testEngine.layout(ZStack(alignment: .bottomTrailing) {
            box(40, 30)
            box(10, 10).id("small")
        }.id("z"), in: bounds)
        #expect(result.frame(of: "z") == Rect(x: 80, y: 35, width: 40, height: 30))
        #expect(result.frame(of: "small") == Rect(x: 110, y: 55, width: 10, height: 10))
    }

    @Test func conditionalContentBuildsTheChosenBranch() {
        func stack(_ flag: Bool) -> VStack {
            VStack(spacing: 0) {
                box(10, 10)
                if flag { box(10, 10) } else { box(10, 30) }
                for _ in 0..<2 { box(10, 1) }
            }
        }
        #expect(testEngine.sizeThatFits(stack(true), proposal: .unspecified).height == 22)
        #expect(testEngine.sizeThatFits(stack(false), proposal: .unspecified).height == 42)
    }

    @Test func absoluteLayoutPutsChildrenAtTheirRectsInItsOwnCoordinates() {
        let result = testEngine.layout(AbsoluteLayout {
            box(10, 10).id("free")
            Color.black.id("placed").placed(at: Rect(x: 5, y: 6, width: 30, height: 20))
            box(10, 10).id("small").placed(at: Rect(x: 0, y: 0, width: 30, height: 20))
        }.padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)).id("layout"), in: bounds)
        // The layout fills the 180 × 90 left inside the padding, from (20, 10).
        #expect(result.frame(of: "free") == Rect(x: 105, y: 50, width: 10, height: 10))
        #expect(result.frame(of: "placed") == Rect(x: 25, y: 16, width: 30, height: 20))
        #expect(result.frame(of: "small") == Rect(x: 30, y: 15, width: 10, height: 10))
    }
}
