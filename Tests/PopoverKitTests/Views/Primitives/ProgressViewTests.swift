import Testing
@testable import PopoverKit

/// `ProgressView` draws iOS's activity indicator, or a bar filled in the tint.
@Suite struct ProgressViewTests {
    func fills(_ view: some View) -> [(path: Path, color: Color)] {
        testEngine.layout(view, in: Rect(x: 0, y: 0, width: 200, height: 100)).displayList().items
            .compactMap { if case .fill(let path, let color) = $0 { (path, color) } else { nil } }
    }

    @Test func aValueIsAFourPointBarAcrossTheWidthFilledToTheFraction() throws {
        let result = testEngine.layout(ProgressView(value: 0.25).id("bar").frame(width: 200),
                                       in: Rect(x: 0, y: 0, width: 200, height: 100))
        let bar = try #require(result.frame(of: "bar"))
        #expect(bar.size == Size(width: 200, height: 4))
        let drawn = fills(ProgressView(value: 0.25).frame(width: 200).tint(.green))
        try #require(drawn.count == 2)
        #expect(drawn[0].color == Color.systemFill.resolved(in: .light))
        #expect(drawn[1].color == Color.green.resolved(in: .light))
        let done = ClipDrawing.bounds(of: drawn[1].path)!
        #expect(abs(done.width - 50) < 1e-9)
    }

    @Test func aValueIsClampedToTheTotal() throws {
        let drawn = fills(ProgressView(value: 30.0, total: 20).frame(width: 200))
        #expect(abs(ClipDrawing.bounds(of: drawn[1].path)!.width - 200) < 1e-9)
    }

    @Test func withoutAValueItIsTheActivityIndicatorOfEightSpokes() {
        #expect(testEngine.sizeThatFits(ProgressView(), proposal: ProposedSize(width: 300, height: 300))
            == Size(width: 20, height: 20))
        let spokes = fills(ProgressView())
        #expect(spokes.count == 8)
        #expect(Set(spokes.map(\.color.alpha)).count == 8, "each spoke fades differently")
    }

    @Test func aTitleGoesBelowTheIndicatorAndAboveTheBar() {
        let spinner = testEngine.layout(ProgressView("Loading"), in: Rect(x: 0, y: 0, width: 200, height: 100))
        let bar = testEngine.layout(ProgressView("Loading", value: 0.5), in: Rect(x: 0, y: 0, width: 200, height: 100))
        func textTop(_ result: LayoutResult) -> Double? {
            result.root.allNodes.first { $0.drawing is TextDrawing }?.frame.minY
        }
        func firstFillTop(_ result: LayoutResult) -> Double? {
            result.root.allNodes.first { $0.drawing is FillsDrawing }?.frame.minY
        }
        #expect(textTop(spinner)! > firstFillTop(spinner)!)
        #expect(textTop(bar)! < firstFillTop(bar)!)
    }
}
