import Testing
@testable import PopoverKit

/// `.environment(\.layoutDirection, .rightToLeft)` mirrors layout as SwiftUI does: stacks run
/// from the right, leading alignment and leading padding are on the right, and text's leading
/// alignment is its right edge; left to right nothing moves.
@Suite struct LayoutDirectionTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    func row(_ direction: LayoutDirection) -> LayoutResult {
        testEngine.layout(HStack(spacing: 10) {
            box(40, 20).id("first")
            box(60, 20).id("second")
        }
        .padding(.leading, 30)
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, direction), in: bounds)
    }

    @Test func aRowRunsFromTheRightWithItsLeadingPaddingThere() {
        let leftToRight = row(.leftToRight)
        #expect(leftToRight.frame(of: "first")?.minX == 30)
        #expect(leftToRight.frame(of: "second")?.minX == 80)
        let rightToLeft = row(.rightToLeft)
        // Mirrored in the 200-wide frame: first's right edge 30 from the right, second beyond it.
        #expect(rightToLeft.frame(of: "first")?.maxX == 170)
        #expect(rightToLeft.frame(of: "second")?.maxX == 120)
        #expect(rightToLeft.frame(of: "first")?.size == Size(width: 40, height: 20))
    }

    @Test func leadingAlignedChildrenSitAtTheRightEdge() {
        let result = testEngine.layout(VStack(alignment: .leading) {
            box(40, 20).id("narrow")
            box(100, 20).id("wide")
        }.environment(\.layoutDirection, .rightToLeft), in: bounds)
        let wide = try! #require(result.frame(of: "wide"))
        #expect(result.frame(of: "narrow")?.maxX == wide.maxX)
    }

    @Test func leadingAlignedTextLinesEndAtTheRight() {
        func lines(_ direction: LayoutDirection) -> [TextRun] {
            testEngine.layout(Text("ab\nabcd").font(font10).frame(width: 100)
                .environment(\.layoutDirection, direction), in: bounds)
                .displayList().items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        }
        // "ab" is 12 wide, "abcd" 24: left to right they start together, right to left they end together.
        let leftToRight = lines(.leftToRight), rightToLeft = lines(.rightToLeft)
        #expect(leftToRight.map(\.text) == ["ab", "abcd"] && rightToLeft.map(\.text) == ["ab", "abcd"])
        #expect(leftToRight[0].origin.x == leftToRight[1].origin.x)
        #expect(rightToLeft[0].origin.x + 12 == rightToLeft[1].origin.x + 24)
    }
}

/// A popover in a right-to-left layout stays at its anchor, which the mirrored layout put on
/// the right.
@Suite struct RightToLeftPopoverTests {
    @Test func thePopoverFollowsItsMirroredAnchor() throws {
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            HStack {
                box(40, 20).id("anchor")
                    .swiftUIPopover(isPresented: .constant(true), disableDelay: true) { box(100, 50).id("body") }
                Spacer()
            }
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .presentPopovers()
            .environment(\.layoutDirection, .rightToLeft)
        }
        harness.layout(at: 0)
        let result = harness.layout(at: 1)
        let anchor = try #require(result.frame(of: "anchor")), body = try #require(result.frame(of: "body"))
        #expect(anchor.maxX == 380, "the leading anchor is at the right")
        #expect(body.maxX > anchor.minX && body.minX < anchor.maxX, "body \(body) beside anchor \(anchor)")
    }
}
