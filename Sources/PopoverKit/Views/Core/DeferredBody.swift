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
    /// Whether the owner has `@Environment` wrappers (most stateful views have none, and then
    /// a tree measured apart reflects nothing).
    private let readsEnvironment: Bool

    /// `view`'s node: deferred if it holds state, else its body's node at once.
    static func node<V: View>(for view: V) -> ViewNode {
        let kinds = StoredProperties.kinds(in: view)
        guard !kinds.isEmpty else { return view.body.makeNode() }
        return ViewNode(BodyKind(body: DeferredBody(owner: view, ownerType: ObjectIdentifier(V.self),
                                           makeBody: { view.body.makeNode() },
                                           readsEnvironment: kinds.contains(.environment))))
    }

    /// `modifier`'s body around `content`: deferred if the modifier holds state, else at once.
    static func node<M: ViewModifier>(for modifier: M, content: ViewNode) -> ViewNode {
        let build = { modifier.body(content: ViewModifierContent(node: content)).makeNode() }
        let kinds = StoredProperties.kinds(in: modifier)
        guard !kinds.isEmpty else { return build() }
        return ViewNode(BodyKind(body: DeferredBody(owner: modifier, ownerType: ObjectIdentifier(M.self), makeBody: build,
                                           readsEnvironment: kinds.contains(.environment))))
    }

    /// The body's node for the owner at `path` in `environment`, with its state linked to
    /// `store` when there is one. Trees measured on their own (`LayoutPass.sizeApart`) are not
    /// the owner's place, so they read the wrappers' own values and keep nothing, unless they
    /// stand for a place (a popover's content, measured with the state it is drawn with).
    func content(at path: IdentityPath, store: ViewStateStore?, environment: EnvironmentValues) -> ViewNode {
        let linksState = store != nil && path.keepsState
        guard linksState || readsEnvironment else { return makeBody() }
        let identity = linksState ? path.identity : .root
        // A tree measured apart reads its place's state without keeping it alive.
        store?.onlyReads = linksState && path.scope != 0
        defer { store?.onlyReads = false }
        var index = 0
        for child in Mirror(reflecting: owner).children {
            if let property = child.value as? any StoredViewProperty {
                if let store, linksState {
                    property.link(to: store, key: .init(identity: identity, viewType: ownerType, property: index))
                }
                index += 1
            } else if readsEnvironment, let property = child.value as? any EnvironmentReadingProperty {
                property.read(environment)
            }
        }
        return makeBody()
    }
}

/// A stateful view's node: its body, run where layout reaches it (once per pass on its path),
/// is laid out as its one child. In a container, the body's views are spliced in instead.
struct BodyKind: NodeKind {
    let body: DeferredBody

    var traits: ViewNodeTraits { .deferredBody }

    func size(_ sizer: NodeSizer) -> Size {
        sizer.builtContentSize(content(sizer.node, at: sizer.path, sizer.pass.stateStore, sizer.env))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.builtContent(content(placer.node, at: placer.path, placer.pass.stateStore, placer.env))
    }

    func content(_ node: ViewNode, at path: IdentityPath, _ store: ViewStateStore?, _ env: EnvironmentValues) -> ViewNode {
        path.content(ofReader: node) { body.content(at: path, store: store, environment: env) }
    }
}

/// Which view and modifier types hold a property layout must link or give the environment,
/// as found by reflecting one value of each.
private enum StoredProperties {
    struct Kinds: OptionSet {
        let rawValue: UInt8
        /// `@State`, `@GestureState`, `@Namespace`.
        static let stored = Kinds(rawValue: 1 << 0)
        static let environment = Kinds(rawValue: 1 << 1)
    }

    private static let known = Mutex<[ObjectIdentifier: Kinds]>([:])

    static func kinds<V>(in value: V) -> Kinds {
        let type = ObjectIdentifier(V.self)
        if let answer = known.withLock({ $0[type] }) { return answer }
        var answer: Kinds = []
        for child in Mirror(reflecting: value).children {
            if child.value is any StoredViewProperty { answer.insert(.stored) }
            if child.value is any EnvironmentReadingProperty { answer.insert(.environment) }
        }
        known.withLock { $0[type] = answer }
        return answer
    }
}
