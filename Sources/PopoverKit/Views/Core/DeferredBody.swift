import Synchronization

/// The body of a view (or a view modifier) that holds `@State`, `@GestureState`, `@Namespace`
/// or `@Environment`, run when layout reaches it, where its place in the tree and its
/// environment are known: its wrappers are first linked to the values the runner's
/// `ViewStateStore` keeps for that place (`StoredViewProperty`) and given the environment
/// there (`EnvironmentReadingProperty`), then `body` runs.
///
/// Views without such properties have nothing to find again, so their body runs at once when
/// their parent builds its node, as before; which types have any is worked out once per type.
struct DeferredBody {
    /// The view or modifier whose wrappers are linked (reflected for them).
    private let owner: Any
    private let ownerType: ObjectIdentifier
    /// Runs the owner's body.
    private let makeBody: () -> ViewNode

    /// `view`'s node: deferred if it holds state, else its body's node at once.
    static func node<V: View>(for view: V) -> ViewNode {
        guard StoredProperties.exist(in: view) else { return view.body.makeNode() }
        return ViewNode(.body(DeferredBody(owner: view, ownerType: ObjectIdentifier(V.self)) { view.body.makeNode() }))
    }

    /// `modifier`'s body around `content`: deferred if the modifier holds state, else at once.
    static func node<M: ViewModifier>(for modifier: M, content: ViewNode) -> ViewNode {
        let build = { modifier.body(content: ViewModifierContent(node: content)).makeNode() }
        guard StoredProperties.exist(in: modifier) else { return build() }
        return ViewNode(.body(DeferredBody(owner: modifier, ownerType: ObjectIdentifier(M.self), makeBody: build)))
    }

    /// The body's node for the owner at `path` in `environment`, with its state linked to
    /// `store` when there is one. Trees measured on their own (`LayoutPass.sizeApart`) are not
    /// the owner's place, so they read the wrappers' own values and keep nothing.
    func content(at path: IdentityPath, store: ViewStateStore?, environment: EnvironmentValues) -> ViewNode {
        let linksState = store != nil && path.scope == 0
        let identity = linksState ? path.identity : .root
        var index = 0
        for child in Mirror(reflecting: owner).children {
            if let property = child.value as? any EnvironmentReadingProperty {
                property.read(environment)
            } else if let store, linksState, let property = child.value as? any StoredViewProperty {
                property.link(to: store, key: .init(identity: identity, viewType: ownerType, property: index))
                index += 1
            }
        }
        return makeBody()
    }
}

/// Which view and modifier types hold a property layout must link, as found by reflecting one
/// value of each.
private enum StoredProperties {
    private static let known = Mutex<[ObjectIdentifier: Bool]>([:])

    static func exist<V>(in value: V) -> Bool {
        let type = ObjectIdentifier(V.self)
        if let answer = known.withLock({ $0[type] }) { return answer }
        let answer = Mirror(reflecting: value).children.contains {
            $0.value is any StoredViewProperty || $0.value is any EnvironmentReadingProperty
        }
        known.withLock { $0[type] = answer }
        return answer
    }
}
