import Testing
@testable import PopoverKit

// An ordinary iOS snippet (S04 of the survey), pasted as written but for the imports: with
// `import PopoverKit` alone there is no `import Combine` to write.

private final class Settings: ObservableObject {
    @Published var username = "guest"
    @Published var notificationsOn = true
}

private final class CartModel: ObservableObject {
    @Published var items: [String] = []
    func add(_ item: String) { items.append(item) }
}

private struct ShopView: View {
    @StateObject private var cart = CartModel()
    @StateObject private var settings = Settings()

    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, \(settings.username)")
            CartSummary(cart: cart)
            Button("Add apple") { cart.add("Apple") }
            SettingsPanel()
        }
        .environmentObject(settings)
        .padding()
    }
}

private struct CartSummary: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        Text("\(cart.items.count) items in cart")
    }
}

private struct SettingsPanel: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Toggle("Notifications", isOn: $settings.notificationsOn)
    }
}

// A list whose store a child view creates: the store is made once per place, however often
// the parent's body makes the child anew.

private final class GroceryStore: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var items = ["Milk"]

    init() { Self.made += 1 }
}

private struct GroceryList: View {
    @StateObject private var store = GroceryStore()

    var body: some View {
        VStack {
            ForEach(store.items, id: \.self) { item in
                Text(item)
            }
            Button("Add item") { store.items.append("Item \(store.items.count + 1)") }
        }
    }
}

private struct GroceryScreen: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Parent tapped \(taps)") { taps += 1 }
            GroceryList()
        }
    }
}

private final class ScoreModel: ObservableObject {
    @Published var value = 0
}

@MainActor
@Suite(.serialized) struct ObservableObjectTests {
    private let size = Size(width: 390, height: 844)

    private func runtime(_ view: some View) -> ViewRuntime {
        let runtime = ViewRuntime(root: view, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    @Test func theSurveySnippetAddsToTheCartAndTogglesThroughTheEnvironmentObject() throws {
        let runtime = runtime(ShopView())
        #expect(drawnTexts(runtime).contains("Hello, guest"))
        #expect(drawnTexts(runtime).contains("0 items in cart"))

        try tapText("Add apple", in: runtime, at: 1)
        #expect(drawnTexts(runtime).contains("1 items in cart"))
        try tapText("Add apple", in: runtime, at: 2)
        #expect(drawnTexts(runtime).contains("2 items in cart"))

        // The toggle writes through `$settings.notificationsOn` to the object the parent owns.
        let toggle = try #require(runtime.lastLayout?.focusableTargets.first { target in
            if case .toggle = target.kind { true } else { false }
        })
        guard case .toggle(let isOn) = toggle.kind else { return }
        #expect(isOn.wrappedValue)
        try tapText("Notifications", in: runtime, at: 3)
        #expect(!isOn.wrappedValue)
    }

    @Test func aStateObjectIsMadeOnceAndKeptWhileTheParentRebuildsItsChild() throws {
        GroceryStore.made = 0
        let runtime = runtime(GroceryScreen())
        #expect(GroceryStore.made == 1)
        try tapText("Add item", in: runtime, at: 1)
        try tapText("Add item", in: runtime, at: 2)
        #expect(drawnTexts(runtime).suffix(4) == ["Milk", "Item 2", "Item 3", "Add item"])
        // The parent's body runs again and makes a new `GroceryList`: its store stays.
        try tapText("Parent tapped 0", in: runtime, at: 3)
        #expect(drawnTexts(runtime).contains("Parent tapped 1"))
        #expect(drawnTexts(runtime).contains("Item 3"))
        #expect(GroceryStore.made == 1)
    }

    @Test func aPublishedChangeFromOutsideInputMakesTheNextFrameDue() throws {
        let counter = ScoreModel()
        let runtime = ViewRuntime(size: size, measurer: FixedAdvanceTextMeasurer()) { _ in
            Text("value \(counter.value)").makeNode()
        }
        runtime.layout(at: 0)
        #expect(runtime.nextFrameTime == nil)
        counter.value = 5
        #expect(runtime.nextFrameTime == 0)
        runtime.layout(at: 1)
        #expect(drawnTexts(runtime) == ["value 5"])
        #expect(runtime.nextFrameTime == nil)
        counter.objectWillChange.send()
        #expect(runtime.nextFrameTime == 1)
    }

    @Test func bindingsThroughObservedObjectWriteThePublishedProperty() {
        let counter = ScoreModel()
        let wrapper = ObservedObject(wrappedValue: counter)
        let binding = wrapper.projectedValue.value
        binding.wrappedValue = 3
        #expect(counter.value == 3)
        #expect(binding.wrappedValue == 3)
    }
}
