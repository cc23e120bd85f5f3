import Testing
@testable import PopoverKit

private struct DoubleTapCounter: View {
    @State var taps = 0

    var body: some View {
        Text("liked \(taps)")
            .onTapGesture(count: 2) { taps += 1 }
    }
}

/// `.onTapGesture(count:)` runs after that many taps in a row, each soon after the last.
@MainActor
@Suite struct RepeatedTapTests {
    func tapTwice(gap: Double) throws -> [String] {
        let runtime = ViewRuntime(root: DoubleTapCounter(), size: Size(width: 300, height: 100),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("liked 0", in: runtime, at: 1)
        try tapText("liked 0", in: runtime, at: 1 + gap)
        return drawnTexts(runtime)
    }

    @Test func twoQuickTapsRunItOnce() throws {
        #expect(try tapTwice(gap: 0.2) == ["liked 1"])
    }

    @Test func twoSlowTapsDoNot() throws {
        #expect(try tapTwice(gap: 1) == ["liked 0"])
    }

    @Test func oneTapIsTheUsualTap() {
        var taps = 0
        let result = testEngine.layout(Color.red.onTapGesture(count: 1) { taps += 1 }, in: Rect(x: 0, y: 0, width: 10, height: 10))
        result.hitTest(Point(x: 5, y: 5)).first?.activate()
        #expect(taps == 1)
    }
}
