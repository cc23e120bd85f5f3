import Testing
@testable import PopoverKit

/// `Label { title } icon: { icon }` takes any views, styled as a label of a string and symbol.
@Suite struct LabelTests {
    @Test func aLabelOfViewsPutsTheIconBeforeTheTitleAndFollowsItsStyle() throws {
        let label = Label { Text("Warnings") } icon: { Color.orange.frame(width: 20, height: 18).id("icon") }
        let result = testEngine.layout(label.font(font10), in: Rect(x: 0, y: 0, width: 200, height: 40))
        let icon = try #require(result.frame(of: "icon"))
        let title = try #require(result.root.allNodes.first { $0.drawing is TextDrawing })
        #expect(title.frame.minX == icon.maxX + ControlMetrics.labelIconSpacing)
        let titleOnly = testEngine.layout(label.labelStyle(.titleOnly), in: Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(titleOnly.frame(of: "icon") == nil)
    }
}
