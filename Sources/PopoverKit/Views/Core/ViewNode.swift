/// The one concrete node of a view tree: a kind (a primitive, a container or a modifier, see
/// `NodeKind`) and its children. Modifiers are nodes that wrap their content as `children[0]`; decorating
/// modifiers (background, overlay) keep the decoration as `children[1]`.
///
/// Nodes are plain values built once per frame; they may hold closures (actions, handlers),
/// so they are not `Sendable` and are meant to live on one thread.
public struct ViewNode: View {
    /// The node's parts live in one shared box: layout copies nodes a lot (into child lists,
    /// placers, flattened groups), and a copy is then one retain instead of copying the kind's
    /// payload, the children and the id one by one. Writes copy the box first when it is shared.
    /// The kind lives inside the box (`KindStorage`, one subclass per kind): as an existential
    /// most kinds would not fit inline and would cost a second allocation per node.
    private class Storage {
        /// What layout asks of the kind over and over, worked out once.
        let traits: ViewNodeTraits
        /// A modifier's content and decoration, kept inline: most nodes are modifiers, and an
        /// array of one child would cost an allocation for each.
        var content: ViewNode? {
            didSet {
                wrapsGroup = Self.wrapsGroup(traits, content)
                hasContainerTraits = Self.hasContainerTraits(traits, content)
            }
        }
        var decoration: ViewNode?
        /// A container's children (empty for modifiers and leaves).
        let containerChildren: [ViewNode]
        /// The id given with `.id(_:)`, boxed: most nodes have none, and an optional existential
        /// field costs a call through its type's witnesses whenever a node is made or freed.
        var explicitID: ExplicitID?
        /// Whether this is a group, or a chain of modifiers around one.
        private(set) var wrapsGroup: Bool
        /// Whether the chain of modifiers from here in holds a container trait (`.zIndex`...).
        private(set) var hasContainerTraits: Bool

        init(traits: ViewNodeTraits, content: ViewNode?, decoration: ViewNode?, containerChildren: [ViewNode],
             explicitID: ExplicitID?) {
            self.traits = traits
            self.content = content
            self.decoration = decoration
            self.containerChildren = containerChildren
            self.explicitID = explicitID
            wrapsGroup = Self.wrapsGroup(traits, content)
            hasContainerTraits = Self.hasContainerTraits(traits, content)
        }

        private static func wrapsGroup(_ traits: ViewNodeTraits, _ content: ViewNode?) -> Bool {
            traits.contains(.group) || (content?.wrapsGroup ?? false)
        }

        private static func hasContainerTraits(_ traits: ViewNodeTraits, _ content: ViewNode?) -> Bool {
            traits.contains(.containerTrait) || (content?.storage.hasContainerTraits ?? false)
        }

        // What `KindStorage` answers for its kind; a bare `Storage` is never made.
        func size(_ sizer: NodeSizer) -> Size { preconditionFailure("abstract") }
        func place(_ placer: NodePlacer) -> LaidOutNode { preconditionFailure("abstract") }
        func copy() -> Storage { preconditionFailure("abstract") }
    }

    private final class KindStorage<Kind: NodeKind>: Storage {
        let typedKind: Kind

        init(_ kind: Kind, content: ViewNode?, decoration: ViewNode?, containerChildren: [ViewNode],
             explicitID: ExplicitID?) {
            typedKind = kind
            super.init(traits: kind.traits, content: content, decoration: decoration,
                       containerChildren: containerChildren, explicitID: explicitID)
        }

        override func size(_ sizer: NodeSizer) -> Size { typedKind.size(sizer) }
        override func place(_ placer: NodePlacer) -> LaidOutNode { typedKind.place(placer) }
        override func copy() -> Storage {
            KindStorage(typedKind, content: content, decoration: decoration, containerChildren: containerChildren,
                        explicitID: explicitID)
        }
    }

    private var storage: Storage

    /// The node's kind if it is a `Kind` (cheaper than casting `kind`).
    func kind<Kind: NodeKind>(as type: Kind.Type) -> Kind? {
        (storage as? KindStorage<Kind>)?.typedKind
    }

    /// The nearest modifier of type `Kind` in the chain of modifiers that make up this view,
    /// outermost first: a layout trait (`.zIndex`, `.layoutPriority`) set anywhere in the chain
    /// belongs to the view its container lays out, as in SwiftUI.
    func traitModifier<Kind: ModifierKind>(_ type: Kind.Type) -> Kind? {
        guard storage.hasContainerTraits else { return nil }
        var node = self
        while true {
            if let kind = node.kind(as: type) { return kind }
            guard node.traits.contains(.modifier) else { return nil }
            node = node.content
        }
    }

    /// The node's size for `sizer`'s proposal, as its kind answers it.
    func size(_ sizer: NodeSizer) -> Size { storage.size(sizer) }

    /// The node placed as `placer` asks, by its kind.
    func place(_ placer: NodePlacer) -> LaidOutNode { storage.place(placer) }

    /// What kind of node this is, as flags (cheaper than reading `kind`).
    var traits: ViewNodeTraits { storage.traits }

    /// Whether this is a group, or a chain of modifiers around one.
    var wrapsGroup: Bool { storage.wrapsGroup }

    /// A modifier's content (`children[0]`).
    var content: ViewNode {
        get { storage.content! }
        set { uniqueStorage().content = newValue }
    }

    /// A decorating modifier's decoration (`children[1]`).
    var decoration: ViewNode { storage.decoration! }

    /// All children: a container's, or a modifier's content and decoration. Builds an array for
    /// a modifier: layout reads `content` and `decoration` instead.
    var children: [ViewNode] {
        guard let content = storage.content else { return storage.containerChildren }
        guard let decoration = storage.decoration else { return [content] }
        return [content, decoration]
    }

    /// Calls `body` with each child in order, without building an array.
    func forEachChild(_ body: (ViewNode) -> Void) {
        if let content = storage.content {
            body(content)
            if let decoration = storage.decoration { body(decoration) }
        } else {
            storage.containerChildren.forEach(body)
        }
    }

    /// The identity given with `.id(_:)`, which replaces the structural index in `NodeIdentity`.
    var explicitID: AnyHashable? {
        get { storage.explicitID?.id }
        set { uniqueStorage().explicitID = newValue.map(ExplicitID.init) }
    }

    /// The explicit id as kept, shared by the laid-out node.
    var explicitIDBox: ExplicitID? { storage.explicitID }

    /// Whether `other` is this very node (a copy of it), not just an equal-looking one.
    func isSameNode(as other: ViewNode) -> Bool { storage === other.storage }

    /// Whether the node has an explicit id; cheaper than reading it.
    var hasExplicitID: Bool { storage.explicitID != nil }

    /// A node of `kind`; a modifier's `children` are its content and, for background and
    /// overlay, its decoration.
    init<Kind: NodeKind>(_ kind: Kind, children: [ViewNode] = [], explicitID: AnyHashable? = nil) {
        if kind.traits.contains(.modifier) {
            precondition(children.count == 1 || children.count == 2, "a modifier wraps its content and maybe a decoration")
            storage = KindStorage(kind, content: children[0], decoration: children.count > 1 ? children[1] : nil,
                                  containerChildren: [], explicitID: explicitID.map(ExplicitID.init))
        } else {
            storage = KindStorage(kind, content: nil, decoration: nil, containerChildren: children,
                                  explicitID: explicitID.map(ExplicitID.init))
        }
    }

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    /// Wraps `content` in a modifier node of `kind`.
    init(modifier kind: some ModifierKind, content: some View, decoration: ViewNode? = nil) {
        storage = KindStorage(kind, content: content.makeNode(), decoration: decoration, containerChildren: [],
                              explicitID: nil)
    }

    public func makeNode() -> ViewNode { self }

    /// A node that draws nothing and takes no space.
    public static var empty: ViewNode { ViewNode(EmptyKind()) }

    /// A node holding `nodes` side by side as siblings of the enclosing container (like `Group`).
    static func group(_ nodes: [ViewNode]) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(GroupKind(), children: nodes)
    }
}

/// A node's explicit id (`.id(_:)`) in a box of its own, shared by its copies and its laid-out
/// node.
final class ExplicitID {
    let id: AnyHashable

    init(_ id: AnyHashable) {
        self.id = id
    }
}
