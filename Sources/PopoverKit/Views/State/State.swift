/// A value a view owns and changes, as SwiftUI's `@State`: reading it gives the current value,
/// assigning it (even from a non-mutating context such as a button action) stores the new one,
/// and `$value` is a `Binding` to it.
///
/// The value lives in a box the wrapper shares with its copies, so a view struct that is kept
/// and re-evaluated every frame (the root view an app lays out) keeps its state between frames.
/// Unlike SwiftUI, state is not attached to the view's place in the tree: a view struct made
/// anew each frame (a child built inside another body) starts again from its initial value, so
/// keep state in the view that the runner holds and pass bindings down.
@propertyWrapper
public struct State<Value> {
    private let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil, as `@State private var selection: Item?`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The shared storage of a `State` or `GestureState`.
final class StateBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
