/// A value a view owns and changes, as SwiftUI's `@State`: reading it gives the current value,
/// assigning it (even from a non-mutating context such as a button action) stores the new one,
/// and `$value` is a `Binding` to it.
///
/// As in SwiftUI, the value belongs to the view's place in the tree, not to the struct: a child
/// view made anew each time its parent's body runs finds its value again, kept by the runner's
/// `ViewStateStore`, from the first frame its view appears until the frame it is gone.
@propertyWrapper
public struct State<Value>: StoredViewProperty {
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

    func link(to store: ViewStateStore, key: ViewStateStore.Key) {
        box.link(to: store, key: key)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil, as `@State private var selection: Item?`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The shared storage of a `State` or `GestureState`: its own value until it is linked to the
/// box a `ViewStateStore` keeps for the view's place, then that box's.
final class StateBox<Value> {
    private var own: Value
    private var kept: StateBox<Value>?

    init(_ value: Value) {
        own = value
    }

    var value: Value {
        get { kept?.value ?? own }
        set {
            if let kept { kept.value = newValue } else { own = newValue }
        }
    }

    /// Reads and writes the box `store` keeps for `key` from now on (or has it keep this one).
    func link(to store: ViewStateStore, key: ViewStateStore.Key) {
        let box = store.box(for: key, adopting: kept ?? self)
        if box !== self { kept = box }
    }
}
