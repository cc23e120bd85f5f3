import Testing
@testable import PopoverKit

/// `.zIndex` orders drawing and hits among a stack's children.
@Suite struct ZIndexTests {
    let bounds = Rect(x: 0, y: 0, width: 40, height: 40)

    func fillColors(_ result: LayoutResult) -> [Color] {
        result.displayList().items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
    }

    @Test func aHigherZIndexIsDrawnInFrontOfLaterSiblingsAndTakesTheTap() {
        var tapped: [String] = []
        let result = testEngine.layout(ZStack {
            Color.red.onTapGesture { tapped.append("red") }.zIndex(1)
            Color.blue.onTapGesture { tapped.append("blue") }
        }, in: bounds)
        #expect(fillColors(result) == [Color.blue.resolved(in: .light), Color.red.resolved(in: .light)])
        if case .tap(let action) = result.hitTest(Point(x: 20, y: 20)).first?.kind { action() }
        #expect(tapped == ["red"])
    }

    @Test func withoutZIndexLaterSiblingsAreInFront() {
        let result = testEngine.layout(ZStack { Color.red; Color.blue }, in: bounds)
        #expect(fillColors(result) == [Color.red.resolved(in: .light), Color.blue.resolved(in: .light)])
    }

    @Test func equalZIndicesKeepTheirOrderAndStacksOrderToo() {
        let result = testEngine.layout(VStack(spacing: -10) {
            Color.red.frame(height: 20).zIndex(2)
            Color.green.frame(height: 20).zIndex(1)
            Color.blue.frame(height: 20).zIndex(1)
        }, in: bounds)
        #expect(fillColors(result) == [Color.green, .blue, .red].map { $0.resolved(in: .light) })
    }
}
