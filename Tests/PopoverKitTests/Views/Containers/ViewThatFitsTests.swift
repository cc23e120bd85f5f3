import Testing
@testable import PopoverKit

/// `ViewThatFits` shows the first view whose ideal size fits the offer, else the last.
@Suite struct ViewThatFitsTests {
    func shown(width: Double, axes: Axis.Set = [.horizontal, .vertical]) -> [String] {
        let view = ViewThatFits(in: axes) {
            Color.red.frame(width: 200, height: 20).id("wide")
            Color.red.frame(width: 100, height: 40).id("narrow")
            Color.red.frame(width: 150, height: 10).id("last")
        }
        let result = testEngine.layout(view, in: Rect(x: 0, y: 0, width: width, height: 30))
        return ["wide", "narrow", "last"].filter { result.frame(of: $0) != nil }
    }

    @Test func theFirstThatFitsIsShownAlone() {
        #expect(shown(width: 250) == ["wide"])
        // Narrow fits 120 wide but not 30 tall; the last is shown when none fits.
        #expect(shown(width: 120) == ["last"])
        #expect(shown(width: 120, axes: .horizontal) == ["narrow"])
    }
}
