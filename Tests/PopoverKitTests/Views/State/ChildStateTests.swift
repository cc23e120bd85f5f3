import Testing
@testable import PopoverKit

/// A row as any SwiftUI list writes it: a child struct with its own `@State`, made anew each
/// time the parent's body runs.
private struct FruitRow: View {
    let name: String
    @State private var isOn = false

    var body: some View {
        HStack {
            Text(name)
            Button(isOn ? "\(name) on" : "\(name) off") { isOn.toggle() }
        }
    }
}

private struct Fruit: Identifiable {
    let id: String
}

/// A parent that owns the list; the rows' state is theirs.
private struct FruitList: View {
    @State var fruits = [Fruit(id: "Apples"), Fruit(id: "Bananas"), Fruit(id: "Cherries")]
    @State var resetToken = 0

    var body: some View {
        VStack {
            ForEach(fruits) { fruit in
                FruitRow(name: fruit.id)
            }
            FruitRow(name: "Dates").id(resetToken)
        }
    }
}

/// A body with two statements and a counter, to see both views spliced into the stack.
private struct TwoLines: View {
    @State private var taps = 0

    var body: some View {
        Button("tapped \(taps)") { taps += 1 }
        Text("second line")
    }
}

@MainActor
@Suite struct ChildStateTests {
    private let size = Size(width: 300, height: 300)

    @Test func eachRowKeepsItsOwnState() throws {
        let list = FruitList()
        let runtime = ViewRuntime(root: list, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(drawnTexts(runtime).filter { $0.hasSuffix(" off") }.count == 4)

        try tapText("Bananas off", in: runtime, at: 1)
        #expect(drawnTexts(runtime).contains("Bananas on"))
        #expect(drawnTexts(runtime).contains("Apples off"))
        #expect(drawnTexts(runtime).contains("Cherries off"))

        try tapText("Apples off", in: runtime, at: 2)
        try tapText("Bananas on", in: runtime, at: 3)
        #expect(drawnTexts(runtime).contains("Apples on"))
        #expect(drawnTexts(runtime).contains("Bananas off"))
        // Frames without input keep it.
        runtime.layout(at: 4)
        runtime.layout(at: 5)
        #expect(drawnTexts(runtime).contains("Apples on"))
    }

    @Test func stateFollowsTheElementsIDThroughInsertionsAndGoesWithRemoval() throws {
        let list = FruitList()
        let runtime = ViewRuntime(root: list, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("Bananas off", in: runtime, at: 1)

        list.fruits.insert(Fruit(id: "Apricots"), at: 0)
        runtime.layout(at: 2)
        #expect(drawnTexts(runtime).contains("Bananas on"))
        #expect(drawnTexts(runtime).contains("Apricots off"))
        #expect(drawnTexts(runtime).contains("Apples off"))

        list.fruits.removeAll { $0.id == "Bananas" }
        runtime.layout(at: 3)
        #expect(!drawnTexts(runtime).contains { $0.hasPrefix("Bananas") })
        list.fruits.append(Fruit(id: "Bananas"))
        runtime.layout(at: 4)
        #expect(drawnTexts(runtime).contains("Bananas off"), "a view that left starts again from its initial value")
    }

    @Test func aChangedIDResetsState() throws {
        let list = FruitList()
        let runtime = ViewRuntime(root: list, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("Dates off", in: runtime, at: 1)
        #expect(drawnTexts(runtime).contains("Dates on"))
        runtime.layout(at: 2)
        #expect(drawnTexts(runtime).contains("Dates on"))
        list.resetToken += 1
        runtime.layout(at: 3)
        #expect(drawnTexts(runtime).contains("Dates off"))
    }

    /// The root's own `.id` is part of its place too: a window whose whole content is
    /// `Row().id(token)` starts that row again when the token changes.
    @Test func aChangedIDOnTheRootResetsState() throws {
        final class Token { var value = 0 }
        struct Root: View {
            let token: Token
            var body: some View { FruitRow(name: "Figs").id(token.value) }
        }
        let token = Token()
        let runtime = ViewRuntime(root: Root(token: token), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("Figs off", in: runtime, at: 1)
        runtime.layout(at: 2)
        #expect(drawnTexts(runtime).contains("Figs on"))
        token.value += 1
        runtime.layout(at: 3)
        #expect(drawnTexts(runtime).contains("Figs off"))
    }

    @Test func aStatefulBodyOfTwoViewsIsTwoChildrenOfTheStack() throws {
        let runtime = ViewRuntime(root: VStack(spacing: 0) { TwoLines() }, size: size,
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("tapped 0", in: runtime, at: 1)
        try tapText("tapped 1", in: runtime, at: 2)
        let frames = runtime.lastLayout!.root.allNodes.compactMap { node -> (String, Rect)? in
            if let runs = (node.drawing as? TextDrawing)?.runs { (runs.map(\.text).joined(), node.frame) } else { nil }
        }
        let first = try #require(frames.first { $0.0 == "tapped 2" })
        let second = try #require(frames.first { $0.0 == "second line" })
        #expect(second.1.minY >= first.1.maxY, "stacked, not overlaid")
    }

    @Test func theStoreDropsTheStateOfViewsThatLeft() {
        let list = FruitList()
        let runtime = ViewRuntime(root: list, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let withFour = runtime.stateStore.count
        list.fruits.removeAll()
        runtime.layout(at: 1)
        #expect(runtime.stateStore.count == withFour - 3)
    }
}

@Suite struct BindingProjectionTests {
    private struct Row { var name: String; var isOn: Bool }

    @Test func elementAndMemberBindingsWriteTheRightElement() {
        @State var rows = [Row(name: "a", isOn: false), Row(name: "b", isOn: false), Row(name: "c", isOn: false)]
        let second: Binding<Bool> = $rows[1].isOn
        second.wrappedValue = true
        #expect(rows.map(\.isOn) == [false, true, false])
        $rows[2].name.wrappedValue = "z"
        #expect(rows.map(\.name) == ["a", "b", "z"])
        #expect(Array($rows).map(\.wrappedValue.name) == ["a", "b", "z"])
    }

    @Test func forEachOverBindingsHandsEachRowItsElement() {
        struct Item: Identifiable { let id: Int; var isOn: Bool }
        @State var items = [Item(id: 1, isOn: false), Item(id: 2, isOn: false)]
        var toggles: [Binding<Bool>] = []
        _ = ForEach($items) { $item in
            Toggle("\(item.id)", isOn: $item.isOn)
            let _ = toggles.append($item.isOn)
        }
        toggles[1].wrappedValue = true
        #expect(items.map(\.isOn) == [false, true])
    }

    @Test func forEachOverARangeAndOverSelf() {
        let numbers = ForEach(0..<3) { Text("\($0)") }.makeNode()
        let words = ForEach(["x", "y"], id: \.self) { Text($0) }.makeNode()
        #expect(numbers.children.map(\.explicitID) == [0, 1, 2].map { AnyHashable($0) })
        #expect(words.children.map(\.explicitID) == ["x", "y"].map { AnyHashable($0) })
    }
}
