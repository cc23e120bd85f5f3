import Synchronization

/// The body of a view that holds `@State` or `@GestureState`, run when layout reaches the view,
/// where its place in the tree is known: its wrappers are first linked to the values the
/// runner's `ViewStateStore` keeps for that place (`StoredViewProperty`), then `body` runs.
///
/// Views without such properties have nothing to find again, so their body runs at once when
/// their parent builds its node, as before; which types have any is worked out once per type.
struct DeferredBody {
    private let view: any View
    private let viewType: ObjectIdentifier

    /// `view`'s node: deferred if it holds state, else its body's node at once.
    static func node<V: View>(for view: V) -> ViewNode {
        guard StoredProperties.exist(in: view) else { return view.body.makeNode() }
        return ViewNode(.body(DeferredBody(view: view, viewType: ObjectIdentifier(V.self))))
    }

    /// The body's node for the view at `path`, with its state linked to `store` when there is
    /// one. Trees measured on their own (`LayoutPass.sizeApart`) are not the view's place, so
    /// they read the wrappers' own values and keep nothing.
    func content(at path: IdentityPath, store: ViewStateStore?) -> ViewNode {
        if let store, path.scope == 0 {
            let identity = path.identity
            var index = 0
            for child in Mirror(reflecting: view).children {
                guard let property = child.value as? any StoredViewProperty else { continue }
                property.link(to: store, key: .init(identity: identity, viewType: viewType, property: index))
                index += 1
            }
        }
        return view.body.makeNode()
    }
}

/// Which view types hold a `StoredViewProperty`, as found by reflecting one value of each.
private enum StoredProperties {
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

    static func exist<V: View>(in view: V) -> Bool {
        let type = ObjectIdentifier(V.self)
        if let answer = known.withLock({ $0[type] }) { return answer }
        let answer = Mirror(reflecting: view).children.contains { $0.value is any StoredViewProperty }
        known.withLock { $0[type] = answer }
        return answer
    }
}
