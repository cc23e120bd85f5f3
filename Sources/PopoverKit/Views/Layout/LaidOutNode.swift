/// A node after layout: its identity, its absolute frame in points and its children in paint
/// order (back to front). A modifier's frame is its layout frame; `.offset` moves its content
/// (and everything inside it), not itself, as in SwiftUI.
public struct LaidOutNode {
    /// The node's parts, in one immutable shared box: a laid-out node is copied whenever a tree
    /// is walked (drawing, hit targets, preferences), and a copy is then one retain.
    private final class Storage {
        let path: IdentityPath
        let frame: Rect
        let explicitID: AnyHashable?
        /// The child of a node with exactly one (most are modifiers), kept inline: an array of
        /// one would cost an allocation per node.
        let onlyChild: LaidOutNode?
        /// The children of a node with none or several.
        let otherChildren: [LaidOutNode]
        /// What the node draws (nil: only its children).
        let drawing: (any NodeDrawing)?
        let interaction: NodeInteraction?
        let preferences: [ResolvedPreference]
        let consumedPreference: ObjectIdentifier?

        init(path: IdentityPath, frame: Rect, explicitID: AnyHashable?, onlyChild: LaidOutNode?,
             otherChildren: [LaidOutNode], drawing: (any NodeDrawing)?, interaction: NodeInteraction?,
             preferences: [ResolvedPreference], consumedPreference: ObjectIdentifier?) {
            self.path = path
            self.frame = frame
            self.explicitID = explicitID
            self.onlyChild = onlyChild
            self.otherChildren = otherChildren
            self.drawing = drawing
            self.interaction = interaction
            self.preferences = preferences
            self.consumedPreference = consumedPreference
        }
    }

    private let storage: Storage

    /// Where the node sits in the tree. Built on demand from the pass's cheaper path form.
    public var identity: NodeIdentity { path.identity }
    var path: IdentityPath { storage.path }
    public var frame: Rect { storage.frame }
    /// The id given with `.id(_:)`, if any.
    public var explicitID: AnyHashable? { storage.explicitID }
    /// The children in paint order (an array built on demand for a node with one child; walks
    /// inside the library use `forEachChild`).
    public var children: [LaidOutNode] {
        if let onlyChild = storage.onlyChild { return [onlyChild] }
        return storage.otherChildren
    }

    var drawing: (any NodeDrawing)? { storage.drawing }
    var interaction: NodeInteraction? { storage.interaction }
    var preferences: [ResolvedPreference] { storage.preferences }
    /// A preference overlay's key whose values from `children[0]` (the base) stop here.
    var consumedPreference: ObjectIdentifier? { storage.consumedPreference }

    init(path: IdentityPath, frame: Rect, explicitID: AnyHashable?, children: [LaidOutNode] = [],
         drawing: (any NodeDrawing)? = nil, interaction: NodeInteraction? = nil,
         preferences: [ResolvedPreference] = [], consumedPreference: ObjectIdentifier? = nil) {
        let only = children.count == 1
        storage = Storage(path: path, frame: frame, explicitID: explicitID, onlyChild: only ? children[0] : nil,
                          otherChildren: only ? [] : children, drawing: drawing, interaction: interaction,
                          preferences: preferences, consumedPreference: consumedPreference)
    }

    /// A node with the one child `child`.
    init(path: IdentityPath, frame: Rect, explicitID: AnyHashable?, child: LaidOutNode,
         drawing: (any NodeDrawing)?, interaction: NodeInteraction?, preferences: [ResolvedPreference]) {
        storage = Storage(path: path, frame: frame, explicitID: explicitID, onlyChild: child, otherChildren: [],
                          drawing: drawing, interaction: interaction, preferences: preferences,
                          consumedPreference: nil)
    }

    /// The same node with other children.
    func replacingChildren(_ children: [LaidOutNode]) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, children: children, drawing: drawing,
                    interaction: interaction, preferences: preferences, consumedPreference: consumedPreference)
    }

    /// This subtree with no hit targets (a view going out, drawn but not reacting).
    func withoutInteraction() -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, children: children.map { $0.withoutInteraction() },
                    drawing: drawing, interaction: nil, preferences: preferences, consumedPreference: consumedPreference)
    }

    /// Calls `body` with each child in paint order until it returns false; returns false when
    /// stopped early. Builds no array.
    @discardableResult
    func forEachChild(_ body: (LaidOutNode) -> Bool) -> Bool {
        if let onlyChild = storage.onlyChild { return body(onlyChild) }
        for child in storage.otherChildren where !body(child) {
            return false
        }
        return true
    }

    /// This node and all its descendants, in paint order (a node before its children).
    public var allNodes: [LaidOutNode] {
        var nodes: [LaidOutNode] = []
        forEachNode { nodes.append($0); return true }
        return nodes
    }

    /// Visits this node and its descendants in paint order (a node before its children) until
    /// `visit` returns false; returns false when stopped early.
    @discardableResult
    func forEachNode(_ visit: (LaidOutNode) -> Bool) -> Bool {
        guard visit(self) else { return false }
        return forEachChild { $0.forEachNode(visit) }
    }

    /// The first node, in paint order, for which `predicate` holds.
    func firstNode(where predicate: (LaidOutNode) -> Bool) -> LaidOutNode? {
        var found: LaidOutNode?
        forEachNode { node in
            guard predicate(node) else { return true }
            found = node
            return false
        }
        return found
    }
}
