import Testing
@testable import PopoverKit

/// `.toggleStyle(.button)` draws a toggle as a button, on a tinted capsule while on.
@Suite struct ToggleStyleTests {
    func fills(_ view: some View) -> [Color] {
        testEngine.layout(view, in: Rect(x: 0, y: 0, width: 300, height: 60)).displayList().items
            .compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
    }

    @Test func aButtonToggleIsTintedWhileOnAndBareWhileOff() {
        let on = Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).tint(.green)
        let off = Toggle("Bold", isOn: .constant(false)).toggleStyle(.button).tint(.green)
        #expect(fills(on) == [Color.green.resolved(in: .light).opacity(ControlMetrics.borderedFillOpacity)])
        #expect(fills(off).isEmpty, "no switch and no capsule")
        let size = testEngine.sizeThatFits(off, proposal: ProposedSize(width: 300, height: 60))
        #expect(size.width < 300, "as wide as its label, not the width offered")
    }

    @Test func theSwitchStyleIsTheDefaultAndStillFlips() throws {
        var isOn = false
        let toggle = Toggle("Wi-Fi", isOn: Binding(get: { isOn }, set: { isOn = $0 })).toggleStyle(.switch)
        let result = testEngine.layout(toggle, in: Rect(x: 0, y: 0, width: 300, height: 60))
        #expect(fills(toggle).count >= 2, "the track and the knob")
        try #require(result.hitTest(Point(x: 280, y: 30)).first).activate()
        #expect(isOn)
    }
}
