import Testing
@testable import PopoverKit

/// `.hidden()` keeps the view's space but draws nothing and takes no taps.
@Suite struct HiddenTests {
    @Test func aHiddenViewTakesItsSpaceDrawsNothingAndTakesNoTap() {
        var taps = 0
        let result = testEngine.layout(HStack(spacing: 0) {
            box(30, 10, .red).onTapGesture { taps += 1 }.hidden().id("hidden")
            box(20, 10, .blue).id("shown")
        }, in: Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(result.frame(of: "hidden") == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame(of: "shown") == Rect(x: 30, y: 0, width: 20, height: 10))
        let fills = result.displayList().items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
        #expect(fills == [Color.blue.resolved(in: .light)])
        #expect(result.hitTest(Point(x: 15, y: 5)).isEmpty)
    }
}
