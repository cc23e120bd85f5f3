import Testing
@testable import PopoverKit

// `Self.Content`, not `Content`: this test module has a `struct Content` of its own (seed 004's
// port), which plain `Content` would name here, as it would with SwiftUI.

/// A modifier with its own state: a tap on the content counts, shown beside it.
private struct CountsTaps: ViewModifier {
    @State private var taps = 0

    func body(content: Self.Content) -> some View {
        HStack {
            content.onTapGesture { taps += 1 }
            Text("\(taps)")
        }
    }
}

/// A modifier writing through a binding.
private struct Switches: ViewModifier {
    @Binding var isOn: Bool

    func body(content: Self.Content) -> some View {
        content.onTapGesture { isOn.toggle() }
    }
}

private struct TwoCounted: View {
    @State var isOn = false

    var body: some View {
        VStack {
            Text("a").modifier(CountsTaps())
            Text("b").modifier(CountsTaps())
            Text(isOn ? "on" : "off").modifier(Switches(isOn: $isOn))
        }
    }
}

/// A modifier without state is its body at once.
private struct Framed: ViewModifier {
    func body(content: Self.Content) -> some View {
        content.padding(5)
    }
}

@MainActor
@Suite struct ViewModifierTests {
    @Test func aModifiersStateBelongsToItsPlace() throws {
        let runtime = ViewRuntime(root: TwoCounted(), size: Size(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(drawnTexts(runtime) == ["a", "0", "b", "0", "off"])
        try tapText("a", in: runtime, at: 1)
        try tapText("a", in: runtime, at: 2)
        try tapText("b", in: runtime, at: 3)
        #expect(drawnTexts(runtime) == ["a", "2", "b", "1", "off"])
    }

    @Test func aModifiersBindingWritesTheOwnersState() throws {
        let runtime = ViewRuntime(root: TwoCounted(), size: Size(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("off", in: runtime, at: 1)
        #expect(drawnTexts(runtime).last == "on")
    }

    @Test func aModifierWithoutStateIsItsBody() {
        let size = Text("xy").font(font10).modifier(Framed()).sizeThatFits(proposal: .unspecified,
                                                                          measurer: FixedAdvanceTextMeasurer())
        #expect(size == Size(width: 22, height: 22))
    }
}
