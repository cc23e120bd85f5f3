import Testing
@testable import PopoverKit

@Suite struct IgnoresSafeAreaTests {
    let bounds = Rect(x: 0, y: 0, width: 300, height: 400)

    @Test func aBackgroundThatIgnoresTheSafeAreaReachesUnderTheBar() {
        let result = testEngine.layout(NavigationStack {
            ZStack {
                Color.red.id("background").ignoresSafeArea()
                Text("Hi").id("text")
            }
        }, in: bounds)
        #expect(result.frame(of: "background") == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(result.frame(of: "text")!.minY > 44)
    }

    @Test func onlyTheEdgesAskedForAreIgnored() {
        let result = testEngine.layout(NavigationStack {
            Color.red.id("background").ignoresSafeArea(edges: .bottom)
        }, in: bounds)
        #expect(result.frame(of: "background") == Rect(x: 0, y: 44, width: 300, height: 356))
    }

    @Test func withoutABarThereIsNoSafeAreaToIgnore() {
        let result = testEngine.layout(Color.red.id("background").ignoresSafeArea(), in: bounds)
        #expect(result.frame(of: "background") == bounds)
    }
}
