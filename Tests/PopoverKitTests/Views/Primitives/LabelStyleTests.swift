import Testing
@testable import PopoverKit

@Suite struct LabelStyleTests {
    func drawn(_ view: some View) -> (texts: [String], icons: [String]) {
        let items = testEngine.layout(view.font(font10), in: Rect(x: 0, y: 0, width: 200, height: 100)).displayList().items
        return (items.compactMap { if case .text(let run) = $0 { run.text } else { nil } },
                items.compactMap { if case .icon(let name, _, _) = $0 { name } else { nil } })
    }

    @Test func eachStyleShowsItsParts() {
        let label = Label("Info", systemImage: "info.circle")
        #expect(drawn(label).texts == ["Info"] && drawn(label).icons == ["info.circle"])
        #expect(drawn(label.labelStyle(.titleAndIcon)).texts == ["Info"])
        #expect(drawn(label.labelStyle(.iconOnly)).texts == [] && drawn(label.labelStyle(.iconOnly)).icons == ["info.circle"])
        #expect(drawn(label.labelStyle(.titleOnly)).texts == ["Info"] && drawn(label.labelStyle(.titleOnly)).icons == [])
    }

    @Test func aButtonsLabelFollowsTheStyle() {
        let button = Button("What's this?", systemImage: "info.circle") {}.labelStyle(.iconOnly)
        #expect(drawn(button).texts == [] && drawn(button).icons == ["info.circle"])
    }
}
