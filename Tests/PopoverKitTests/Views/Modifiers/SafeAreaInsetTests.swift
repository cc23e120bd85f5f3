import Testing
@testable import PopoverKit

/// `.safeAreaInset` puts a bar along an edge and lays the view out in the rest.
@Suite struct SafeAreaInsetTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 300)

    @Test func aBottomBarTakesItsHeightAndTheViewTheRest() throws {
        let view = Color.blue.id("content")
            .safeAreaInset(edge: .bottom, spacing: 10) { Color.red.frame(height: 40).id("bar") }
        let result = testEngine.layout(view, in: bounds)
        #expect(result.frame(of: "bar") == Rect(x: 0, y: 260, width: 200, height: 40))
        #expect(result.frame(of: "content") == Rect(x: 0, y: 0, width: 200, height: 250))
    }

    @Test func aTopBarAndALeadingOneAlignedAlongTheirEdge() throws {
        let top = Color.blue.id("content")
            .safeAreaInset(edge: .top, alignment: .trailing) { Color.red.frame(width: 50, height: 20).id("bar") }
        let result = testEngine.layout(top, in: bounds)
        #expect(result.frame(of: "bar") == Rect(x: 150, y: 0, width: 50, height: 20))
        #expect(result.frame(of: "content") == Rect(x: 0, y: 20, width: 200, height: 280))
        let side = Color.blue.id("content")
            .safeAreaInset(edge: .leading) { Color.red.frame(width: 30).id("bar") }
        let sideResult = testEngine.layout(side, in: bounds)
        #expect(sideResult.frame(of: "bar") == Rect(x: 0, y: 0, width: 30, height: 300))
        #expect(sideResult.frame(of: "content") == Rect(x: 30, y: 0, width: 170, height: 300))
    }
}
