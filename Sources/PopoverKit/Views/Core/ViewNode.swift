/// The one concrete node of a view tree: a kind (a primitive, a container or a modifier)
/// and its children. Modifiers are nodes that wrap their content as `children[0]`; decorating
/// modifiers (background, overlay) keep the decoration as `children[1]`.
///
/// Nodes are plain values built once per frame; they may hold closures (actions, handlers),
/// so they are not `Sendable` and are meant to live on one thread.
public struct ViewNode: View {
    /// The node's parts live in one shared box: layout copies nodes a lot (into child lists,
    /// placers, flattened groups), and a copy is then one retain instead of copying the kind's
    /// payload, the children and the id one by one. Writes copy the box first when it is shared.
    private final class Storage {
        let kind: ViewNodeKind
        /// What layout asks of the kind over and over, worked out once: reading `kind` copies
        /// its payload (strings, closures), a flag does not.
        let traits: ViewNodeTraits
        var children: [ViewNode] {
            didSet { wrapsGroup = Self.wrapsGroup(traits, children) }
        }
        var explicitID: AnyHashable? {
            didSet { hasExplicitID = explicitID != nil }
        }
        /// Kept apart: asking an optional existential whether it is nil copies it.
        private(set) var hasExplicitID: Bool
        /// Whether this is a group, or a chain of modifiers around one.
        private(set) var wrapsGroup: Bool

        init(kind: ViewNodeKind, children: [ViewNode], explicitID: AnyHashable?) {
            self.kind = kind
            traits = ViewNodeTraits(kind)
            self.children = children
            self.explicitID = explicitID
            hasExplicitID = explicitID != nil
            wrapsGroup = Self.wrapsGroup(traits, children)
        }

        private static func wrapsGroup(_ traits: ViewNodeTraits, _ children: [ViewNode]) -> Bool {
            traits.contains(.group) || (traits.contains(.modifier) && children[0].wrapsGroup)
        }
    }

    private var storage: Storage

    var kind: ViewNodeKind { storage.kind }

    /// What kind of node this is, as flags (cheaper than reading `kind`).
    var traits: ViewNodeTraits { storage.traits }

    /// Whether this is a group, or a chain of modifiers around one.
    var wrapsGroup: Bool { storage.wrapsGroup }

    var children: [ViewNode] {
        get { storage.children }
        set { uniqueStorage().children = newValue }
    }

    /// The identity given with `.id(_:)`, which replaces the structural index in `NodeIdentity`.
    var explicitID: AnyHashable? {
        get { storage.explicitID }
        set { uniqueStorage().explicitID = newValue }
    }

    /// Whether `other` is this very node (a copy of it), not just an equal-looking one.
    func isSameNode(as other: ViewNode) -> Bool { storage === other.storage }

    /// Whether the node has an explicit id; cheaper than reading it.
    var hasExplicitID: Bool { storage.hasExplicitID }

    init(_ kind: ViewNodeKind, children: [ViewNode] = [], explicitID: AnyHashable? = nil) {
        storage = Storage(kind: kind, children: children, explicitID: explicitID)
    }

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(kind: storage.kind, children: storage.children, explicitID: storage.explicitID)
        }
        return storage
    }

    /// Wraps `content` in a modifier node of `kind`.
    init(modifier kind: ViewNodeKind, content: some View, decoration: ViewNode? = nil) {
        var children = [content.makeNode()]
        if let decoration { children.append(decoration) }
        self.init(kind, children: children)
    }

    public func makeNode() -> ViewNode { self }

    /// A node that draws nothing and takes no space.
    public static var empty: ViewNode { ViewNode(.empty) }

    /// A node holding `nodes` side by side as siblings of the enclosing container (like `Group`).
    static func group(_ nodes: [ViewNode]) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(.group, children: nodes)
    }
}
