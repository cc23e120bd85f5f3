import Testing
@testable import PopoverKit

@Suite struct NavigationStackTests {
    let bounds = Rect(x: 0, y: 0, width: 300, height: 400)

    func texts(_ result: LayoutResult) -> [TextRun] {
        result.displayList().items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    func icons(_ result: LayoutResult) -> [(name: String, rect: Rect)] {
        result.displayList().items.compactMap { if case .icon(let name, let rect, _) = $0 { (name, rect) } else { nil } }
    }

    @Test func aTitleDeclaredInsideReachesTheBarCenteredInSemibold17() throws {
        let result = testEngine.layout(NavigationStack {
            Text("Body").font(font10).navigationTitle("Inbox")
        }, in: bounds)
        let title = try #require(texts(result).first { $0.text == "Inbox" })
        #expect(title.font == Font(size: 17, weight: .semibold))
        // "Inbox" at 17 pt: 5 × 10.2 = 51 wide, centered in 300; 20 tall, centered in the 44 pt bar.
        #expect(abs(title.origin.x - (150 - 25.5)) < 0.01)
        #expect(title.origin.y == 12)
    }

    @Test func contentFillsTheSpaceBelowTheBar() {
        let result = testEngine.layout(NavigationStack {
            Color.red.id("content")
        }, in: bounds)
        #expect(result.frame(of: "content") == Rect(x: 0, y: 44, width: 300, height: 356))
    }

    @Test func itemsGoToTheirPlacementsAndShowTheirIcons() throws {
        let result = testEngine.layout(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                Button("Filter", systemImage: "info.circle") {}
            }
        }, in: bounds)
        let runs = texts(result)
        let cancel = try #require(runs.first { $0.text == "Cancel" })
        let done = try #require(runs.first { $0.text == "Done" })
        #expect(cancel.origin.x == 16)
        #expect(done.font.weight == .semibold)
        // The automatic item is trailing, after Done, and shows only its icon.
        #expect(!runs.contains { $0.text == "Filter" })
        let icon = try #require(icons(result).first)
        #expect(icon.name == "info.circle")
        #expect(abs(icon.rect.maxX - 284) < 0.01)
        #expect(done.origin.x < icon.rect.minX)
        #expect(icon.rect.midY == 22)
    }

    @Test func toolbarButtonsInTheBarAreHitTargets() {
        var tapped = false
        let result = testEngine.layout(NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") { tapped = true } }
            }
        }, in: bounds)
        let target = result.hitTest(Point(x: 30, y: 22)).first
        #expect(target?.activate() == true)
        #expect(tapped)
    }

    @Test func theTitleStaysClearOfTheWiderSidesItems() throws {
        let result = testEngine.layout(NavigationStack {
            Text("Body").navigationTitle(String(repeating: "Long title ", count: 6)).toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            }
        }, in: bounds)
        let title = try #require(texts(result).first { $0.font == NavigationBar.titleFont })
        let done = try #require(texts(result).first { $0.text == "Done" })
        let titleWidth = FixedAdvanceTextMeasurer().width(of: title.text, font: title.font)
        #expect(title.origin.x + titleWidth <= done.origin.x)
        #expect(title.text.hasSuffix("…"))
    }
}
