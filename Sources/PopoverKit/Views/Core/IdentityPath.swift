/// A node's identity during a layout pass, as a chain of links from the node up to its root,
/// carrying what the pass worked out for the node (`NodeMemo`).
///
/// Layout needs a key per node for its size cache, for every node, many times. The public form,
/// `NodeIdentity`, is an array: building a child's meant copying the parent's, and hashing or
/// comparing one walked all of it. Paths are instead interned: a link hands out the same child
/// object for the same component every time, so within a pass one node has exactly one path,
/// its sizes can live on it (no dictionary, no hashing), and `NodeIdentity` is built from it
/// only when someone asks for it.
final class IdentityPath {
    let parent: IdentityPath?
    /// The last component; nil at a root.
    let component: NodeIdentity.Component?
    /// Tells roots apart: 0 for the laid-out tree's root, another number for each separate tree
    /// measured in the same pass (`LayoutContext.measure`).
    let scope: Int
    let depth: Int

    // The mutable state below is only touched by the one thread running the pass, one access
    // at a time; unchecked exclusivity spares a runtime check on every access.

    /// The children handed out so far, by index and by explicit id. Only filled during the
    /// pass: `SizeCache` empties them when the pass ends (they would keep the tree in a cycle).
    /// Most nodes are modifiers with one child, at index 0: it is kept inline, saving an array.
    @exclusivity(unchecked) private var firstChild: IdentityPath?
    @exclusivity(unchecked) private var childrenByIndex: [IdentityPath?] = []
    @exclusivity(unchecked) private var childrenByID: [AnyHashable: IdentityPath] = [:]
    /// What the pass worked out for this node and may need again (sizes, children, text).
    @exclusivity(unchecked) var memo = NodeMemo()

    private init(parent: IdentityPath?, component: NodeIdentity.Component?, scope: Int, depth: Int) {
        self.parent = parent
        self.component = component
        self.scope = scope
        self.depth = depth
    }

    /// A root: the laid-out tree's (scope 0) or a separately measured tree's.
    static func root(scope: Int = 0) -> IdentityPath {
        IdentityPath(parent: nil, component: nil, scope: scope, depth: 0)
    }

    /// The path of the child at `index` of this node (or of its explicit id).
    func child(_ node: ViewNode, index: Int) -> IdentityPath {
        guard node.hasExplicitID, let id = node.explicitID else { return child(at: index) }
        if let known = childrenByID[id] { return known }
        let made = IdentityPath(parent: self, component: .explicit(id), scope: scope, depth: depth + 1)
        childrenByID[id] = made
        return made
    }

    private func child(at index: Int) -> IdentityPath {
        if index == 0 {
            if let firstChild { return firstChild }
            let made = IdentityPath(parent: self, component: .index(0), scope: scope, depth: depth + 1)
            firstChild = made
            return made
        }
        if index < childrenByIndex.count, let known = childrenByIndex[index] { return known }
        if index >= childrenByIndex.count {
            childrenByIndex.append(contentsOf: repeatElement(nil, count: index + 1 - childrenByIndex.count))
        }
        let made = IdentityPath(parent: self, component: .index(index), scope: scope, depth: depth + 1)
        childrenByIndex[index] = made
        return made
    }

    /// Forgets the children and memos of this subtree of paths, once the pass is over.
    func endPass() {
        firstChild?.endPass()
        for child in childrenByIndex { child?.endPass() }
        for child in childrenByID.values { child.endPass() }
        firstChild = nil
        childrenByIndex = []
        childrenByID = [:]
        memo = NodeMemo()
    }

    // MARK: Public form

    /// The public identity: the components from the root down.
    var identity: NodeIdentity {
        var components: [NodeIdentity.Component] = []
        components.reserveCapacity(depth)
        var link: IdentityPath? = self
        while let current = link, let component = current.component {
            components.append(component)
            link = current.parent
        }
        return NodeIdentity(components.reversed())
    }

    /// Whether this path, in the laid-out tree, is `identity`; without building an array.
    func matches(_ identity: NodeIdentity) -> Bool {
        guard scope == 0, depth == identity.components.count else { return false }
        var link = self
        for component in identity.components.reversed() {
            guard link.component == component, let parent = link.parent else { return false }
            link = parent
        }
        return true
    }
}
