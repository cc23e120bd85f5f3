import Testing
@testable import PopoverKit

@Suite struct ControlTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    /// The default tint as layout resolves it in the (default) light scheme.
    static let blue = Color.systemBlue.resolved(in: .light)
    /// "OK" at 10 pt: 12 × 12, centered.
    let label = TextRun(text: "OK", font: font10, color: Self.blue, origin: Point(x: 44, y: 44))
    let frame = Rect(x: 44, y: 44, width: 12, height: 12)

    func items(_ interaction: InteractionState) -> [DisplayItem] {
        let button = Button("OK") {}.id("ok").font(font10)
        return testEngine.layout(button, in: bounds, interaction: interaction).displayList().items
    }

    var buttonIdentity: NodeIdentity {
        testEngine.layout(Button("OK") {}.id("ok").font(font10), in: bounds).hitTest(Point(x: 50, y: 50))[0].identity
    }

    @Test func buttonLabelTakesTheTintAtRest() {
        #expect(items(.none) == [.text(label)])
    }

    @Test func pressedButtonDimsItsLabel() {
        #expect(items(InteractionState(pressed: buttonIdentity)) == [.pushOpacity(0.25), .text(label), .popOpacity])
    }

    @Test func hoveredButtonGetsAHighlightBehind() {
        #expect(items(InteractionState(hovered: buttonIdentity)) == [
            .fill(.roundedRect(frame, cornerRadius: 6), Self.blue.opacity(0.12)), .text(label),
        ])
    }

    @Test func focusedButtonGetsARingAroundItsFrame() {
        let drawn = items(InteractionState(focused: buttonIdentity))
        #expect(drawn.count == 2)
        guard case .fill(let ring, let color) = drawn[1] else {
            Issue.record("expected the focus ring")
            return
        }
        #expect(color == Self.blue.opacity(0.6))
        // The band covers 2.5 pt outside the frame but neither the frame's inside nor 5 pt out.
        let polygons = ring.flattened(tolerance: 0.01)
        func covered(_ p: Point) -> Bool { WindingRule.nonZero(polygons, contains: p) }
        #expect(covered(Point(x: 50, y: 44 - 2.5)))
        #expect(!covered(Point(x: 50, y: 50)))
        #expect(!covered(Point(x: 50, y: 44 - 5)))
    }

    @Test func titleAndIconButtonLaysOutIconThenTitle() {
        let result = testEngine.layout(Button("Sleep", systemImage: "moon.fill") {}.font(font10), in: bounds)
        // Icon 10.5 + 8 + "Sleep" 30 = 48.5 wide, centered: x 25.75.
        #expect(result.displayList().items == [
            .icon(name: "moon.fill", rect: Rect(x: 25.75, y: 44.75, width: 10.5, height: 10.5), color: Self.blue),
            .text(TextRun(text: "Sleep", font: font10, color: Self.blue, origin: Point(x: 44.25, y: 44))),
        ])
    }

    @Test func iconButtonWithTrailingLabelClosureIsTintedUnlessColored() {
        let presses = Counter()
        let tinted = Button { presses.value += 1 } label: { Image(systemName: "ellipsis") }.font(font10)
        let result = testEngine.layout(tinted, in: bounds)
        #expect(result.displayList().items == [
            .icon(name: "ellipsis", rect: Rect(x: 44.75, y: 44.75, width: 10.5, height: 10.5), color: Self.blue),
        ])
        result.hitTest(Point(x: 50, y: 50)).first?.activate()
        #expect(presses.value == 1)
        let white = Button {} label: { Image(systemName: "ellipsis") }.font(font10).foregroundColor(.white)
        #expect(testEngine.layout(white, in: bounds).displayList().items == [
            .icon(name: "ellipsis", rect: Rect(x: 44.75, y: 44.75, width: 10.5, height: 10.5), color: .white),
        ])
    }

    @Test func toggleFillsTheWidthAndFlipsItsBinding() {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        // The tree is a snapshot of the state when built, so it is rebuilt after the change.
        var toggle: ViewNode { Toggle("Unread", isOn: binding).font(font10) }
        #expect(testEngine.sizeThatFits(toggle, proposal: ProposedSize(width: 200, height: 100)) == Size(width: 200, height: 31))
        let result = testEngine.layout(toggle, in: Rect(x: 0, y: 0, width: 200, height: 31))
        let track = Rect(x: 149, y: 0, width: 51, height: 31)
        let fills = result.displayList().items.compactMap { item -> Color? in
            if case .fill(_, let color) = item { return color }
            return nil
        }
        #expect(fills == [Color(hex: 0xE5E5EA), .white])
        #expect(result.displayList().items.contains(.fill(.ellipse(in: Rect(x: 151, y: 2, width: 27, height: 27)), .white)))
        #expect(result.displayList().items.contains(.fill(.roundedRect(track, cornerRadius: 15.5), Color(hex: 0xE5E5EA))))
        result.hitTest(Point(x: 20, y: 15)).first?.activate()
        #expect(isOn)
        let on = testEngine.layout(toggle, in: Rect(x: 0, y: 0, width: 200, height: 31)).displayList().items
        #expect(on.contains(.fill(.ellipse(in: Rect(x: 171, y: 2, width: 27, height: 27)), .white)))
        #expect(on.contains(.fill(.roundedRect(track, cornerRadius: 15.5), Color(hex: 0x34C759))))
    }
}

/// Point-in-polygon by the non-zero winding rule, for checking filled outlines.
enum WindingRule {
    static func nonZero(_ polygons: [[Point]], contains p: Point) -> Bool {
        var winding = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y && b.y > p.y && side > 0 { winding += 1 }
                if a.y > p.y && b.y <= p.y && side < 0 { winding -= 1 }
            }
        }
        return winding != 0
    }
}
