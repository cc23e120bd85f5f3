import Synchronization

/// A namespace of ids for `matchedGeometryEffect`, as SwiftUI's `@Namespace`: its `ID` is
/// made when its view first appears and kept, like `@State`, while the view stays at its place
/// in the tree (`ViewStateStore`). `Namespace().wrappedValue` outside a view is a new id each
/// time.
@propertyWrapper
public struct Namespace: StoredViewProperty {
    /// One namespace: views matched in it with the same id share geometry.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    private let box: StateBox<ID>

    public init() {
        box = StateBox(ID(value: Self.next.add(1, ordering: .relaxed).newValue))
    }

    public var wrappedValue: ID { box.value }

    func link(to store: ViewStateStore, key: ViewStateStore.Key) {
        box.link(to: store, key: key)
    }

    /// The last id handed out.
    private static let next = Atomic<UInt64>(0)
}
