/// A node's identity during a layout pass, as a chain of links from the node up to its root,
/// and the sizes the node answered in the pass.
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

    /// The children handed out so far, by index and by explicit id. Only filled during the
    /// pass: `SizeCache` empties them when the pass ends (they would keep the tree in a cycle).
    private var childrenByIndex: [IdentityPath?] = []
    private var childrenByID: [AnyHashable: IdentityPath] = [:]
    /// The sizes this node answered in the pass, by proposal (a node sees only a few proposals).
    private var sizes: [(proposal: ProposedSize, size: Size)] = []

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
        guard let id = node.explicitID else { return child(at: index) }
        if let known = childrenByID[id] { return known }
        let made = IdentityPath(parent: self, component: .explicit(id), scope: scope, depth: depth + 1)
        childrenByID[id] = made
        return made
    }

    private func child(at index: Int) -> IdentityPath {
        if index < childrenByIndex.count, let known = childrenByIndex[index] { return known }
        if index >= childrenByIndex.count {
            childrenByIndex.append(contentsOf: repeatElement(nil, count: index + 1 - childrenByIndex.count))
        }
        let made = IdentityPath(parent: self, component: .index(index), scope: scope, depth: depth + 1)
        childrenByIndex[index] = made
        return made
    }

    // MARK: Sizes

    func size(for proposal: ProposedSize) -> Size? {
        sizes.first { $0.proposal == proposal }?.size
    }

    func remember(_ size: Size, for proposal: ProposedSize) {
        sizes.append((proposal, size))
    }

    /// Forgets the children and sizes of this subtree of paths, once the pass is over.
    func endPass() {
        var pending = [self]
        while let path = pending.popLast() {
            pending += path.childrenByIndex.compactMap { $0 }
            pending += path.childrenByID.values
            path.childrenByIndex = []
            path.childrenByID = [:]
            path.sizes = []
        }
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
