/// A value a gesture sets while it is active, as SwiftUI's `@GestureState`: read-only to the
/// view, written by the callback given to `DragGesture.updating($state)`, and back to its
/// initial value as soon as the gesture ends or is cancelled.
///
/// Like `State`, the value belongs to the view's place in the tree (`ViewStateStore`).
@propertyWrapper
public struct GestureState<Value>: StoredViewProperty {
    private let box: StateBox<Value>
    /// The value it returns to when the gesture is over.
    let initialValue: Value

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// `resetTransaction` is accepted for source compatibility and not used: animate the reset
    /// with `.animation(_:value:)` on the view.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
    }

    /// The gesture's current value, or the initial one while no gesture is active.
    public var wrappedValue: Value { box.value }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Runs `body` on the stored value, as an active gesture does.
    func update(_ body: (inout Value) -> Void) {
        body(&box.value)
    }

    /// Back to the initial value, as when the gesture ends.
    func reset() {
        box.value = initialValue
    }

    func link(to store: ViewStateStore, key: ViewStateStore.Key) {
        box.link(to: store, key: key)
    }
}

/// The context of a state change, as SwiftUI's `Transaction`, handed to a gesture's `updating`
/// callback. Here it is informational: an animation set on it is not applied; animate the
/// change with `.animation(_:value:)` on the view instead.
public struct Transaction {
    /// The animation the change asks for, if any.
    public var animation: Animation?
    /// Whether animations of the change are turned off.
    public var disablesAnimations: Bool

    public init(animation: Animation? = nil) {
        self.animation = animation
        disablesAnimations = false
    }
}
