/// A node after layout: its identity, its absolute frame in points and its children in paint
/// order (back to front). A modifier's frame is its layout frame; `.offset` moves its content
/// (and everything inside it), not itself, as in SwiftUI.
public struct LaidOutNode {
    /// The node's parts, in one immutable shared box: a laid-out node is copied whenever a tree
    /// is walked (drawing, hit targets, preferences), and a copy is then one retain. A node that
    /// draws keeps its drawing inside the box (`DrawingStorage`, one subclass per drawing): as
    /// an existential most drawings would not fit inline and would cost a second allocation.
    private class Storage {
        let path: IdentityPath
        let frame: Rect
        let explicitID: ExplicitID?
        /// The child of a node with exactly one (most are modifiers), kept inline: an array of
        /// one would cost an allocation per node.
        let onlyChild: LaidOutNode?
        /// The children of a node with none or several.
        let otherChildren: [LaidOutNode]
        let interaction: NodeInteraction?
        let preferences: [ResolvedPreference]
        let consumedPreference: ObjectIdentifier?
        /// Whether this node or a descendant carries preferences: a preference overlay reads
        /// its whole subtree every pass, and most subtrees carry none.
        let subtreeHasPreferences: Bool

        init(path: IdentityPath, frame: Rect, explicitID: ExplicitID?, onlyChild: LaidOutNode?,
             otherChildren: [LaidOutNode], interaction: NodeInteraction?, preferences: [ResolvedPreference],
             consumedPreference: ObjectIdentifier?) {
            self.path = path
            self.frame = frame
            self.explicitID = explicitID
            self.onlyChild = onlyChild
            self.otherChildren = otherChildren
            self.interaction = interaction
            self.preferences = preferences
            self.consumedPreference = consumedPreference
            subtreeHasPreferences = !preferences.isEmpty || (onlyChild?.storage.subtreeHasPreferences ?? false)
                || otherChildren.contains { $0.storage.subtreeHasPreferences }
        }

        convenience init(path: IdentityPath, frame: Rect, explicitID: ExplicitID?, children: [LaidOutNode],
                         interaction: NodeInteraction?, preferences: [ResolvedPreference],
                         consumedPreference: ObjectIdentifier?) {
            let only = children.count == 1
            self.init(path: path, frame: frame, explicitID: explicitID, onlyChild: only ? children[0] : nil,
                      otherChildren: only ? [] : children, interaction: interaction, preferences: preferences,
                      consumedPreference: consumedPreference)
        }

        // A node without a drawing draws its children, limits nothing and has no label.
        var drawing: (any NodeDrawing)? { nil }

        func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
            list.drawChildren(of: node)
        }

        func limitHitTesting(_ limits: inout HitTestLimits) -> Bool { true }

        /// The same node (and drawing) with other children and interaction.
        func remade(children: [LaidOutNode], interaction: NodeInteraction?) -> Storage {
            Storage(path: path, frame: frame, explicitID: explicitID, children: children, interaction: interaction,
                    preferences: preferences, consumedPreference: consumedPreference)
        }
    }

    private final class DrawingStorage<Drawing: NodeDrawing>: Storage {
        let typedDrawing: Drawing

        init(_ drawing: Drawing, path: IdentityPath, frame: Rect, explicitID: ExplicitID?, onlyChild: LaidOutNode?,
             otherChildren: [LaidOutNode], interaction: NodeInteraction?, preferences: [ResolvedPreference],
             consumedPreference: ObjectIdentifier?) {
            typedDrawing = drawing
            super.init(path: path, frame: frame, explicitID: explicitID, onlyChild: onlyChild,
                       otherChildren: otherChildren, interaction: interaction, preferences: preferences,
                       consumedPreference: consumedPreference)
        }

        override var drawing: (any NodeDrawing)? { typedDrawing }

        override func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
            typedDrawing.draw(node, into: &list)
        }

        override func limitHitTesting(_ limits: inout HitTestLimits) -> Bool {
            typedDrawing.limitHitTesting(&limits)
        }

        override func remade(children: [LaidOutNode], interaction: NodeInteraction?) -> Storage {
            let only = children.count == 1
            return DrawingStorage(typedDrawing, path: path, frame: frame, explicitID: explicitID,
                                  onlyChild: only ? children[0] : nil, otherChildren: only ? [] : children,
                                  interaction: interaction, preferences: preferences,
                                  consumedPreference: consumedPreference)
        }
    }

    private let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Where the node sits in the tree. Built on demand from the pass's cheaper path form.
    public var identity: NodeIdentity { path.identity }
    var path: IdentityPath { storage.path }
    public var frame: Rect { storage.frame }
    /// The id given with `.id(_:)`, if any.
    public var explicitID: AnyHashable? { storage.explicitID?.id }
    /// The children in paint order (an array built on demand for a node with one child; walks
    /// inside the library use `forEachChild`).
    public var children: [LaidOutNode] {
        if let onlyChild = storage.onlyChild { return [onlyChild] }
        return storage.otherChildren
    }

    /// What the node draws (nil: only its children).
    var drawing: (any NodeDrawing)? { storage.drawing }
    var interaction: NodeInteraction? { storage.interaction }
    var preferences: [ResolvedPreference] { storage.preferences }
    /// A preference overlay's key whose values from `children[0]` (the base) stop here.
    var consumedPreference: ObjectIdentifier? { storage.consumedPreference }
    /// Whether this node or a descendant carries preferences.
    var subtreeHasPreferences: Bool { storage.subtreeHasPreferences }

    /// A node that draws only its children.
    init(path: IdentityPath, frame: Rect, explicitID: ExplicitID?, children: [LaidOutNode] = [],
         interaction: NodeInteraction? = nil, preferences: [ResolvedPreference] = [],
         consumedPreference: ObjectIdentifier? = nil) {
        storage = Storage(path: path, frame: frame, explicitID: explicitID, children: children,
                          interaction: interaction, preferences: preferences, consumedPreference: consumedPreference)
    }

    /// A node with `children` (none by default), drawn by `drawing`.
    init(path: IdentityPath, frame: Rect, explicitID: ExplicitID?, children: [LaidOutNode] = [],
         drawing: some NodeDrawing) {
        let only = children.count == 1
        storage = DrawingStorage(drawing, path: path, frame: frame, explicitID: explicitID,
                                 onlyChild: only ? children[0] : nil, otherChildren: only ? [] : children,
                                 interaction: nil, preferences: [], consumedPreference: nil)
    }

    /// A node with the one child `child`, drawing only it.
    init(path: IdentityPath, frame: Rect, explicitID: ExplicitID?, child: LaidOutNode,
         interaction: NodeInteraction? = nil, preferences: [ResolvedPreference] = []) {
        storage = Storage(path: path, frame: frame, explicitID: explicitID, onlyChild: child, otherChildren: [],
                          interaction: interaction, preferences: preferences, consumedPreference: nil)
    }

    /// A node with the one child `child`, drawn by `drawing`.
    init(path: IdentityPath, frame: Rect, explicitID: ExplicitID?, child: LaidOutNode, drawing: some NodeDrawing,
         interaction: NodeInteraction? = nil, preferences: [ResolvedPreference] = []) {
        storage = DrawingStorage(drawing, path: path, frame: frame, explicitID: explicitID, onlyChild: child,
                                 otherChildren: [], interaction: interaction, preferences: preferences,
                                 consumedPreference: nil)
    }

    /// Appends what this node draws, its children included.
    func draw(into list: inout DisplayListBuilder) {
        storage.draw(self, into: &list)
    }

    /// Narrows hit testing of this node and its subtree; false when none of it takes input.
    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool {
        storage.limitHitTesting(&limits)
    }

    /// The same node with other children.
    func replacingChildren(_ children: [LaidOutNode]) -> LaidOutNode {
        LaidOutNode(storage: storage.remade(children: children, interaction: interaction))
    }

    /// This subtree with no hit targets (a view going out, drawn but not reacting).
    func withoutInteraction() -> LaidOutNode {
        LaidOutNode(storage: storage.remade(children: children.map { $0.withoutInteraction() }, interaction: nil))
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
