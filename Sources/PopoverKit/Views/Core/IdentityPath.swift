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

    /// The children handed out so far, by index and by explicit id. Kept from pass to pass
    /// (`SizeCache` reuses a tree of paths), so an unchanged tree gets the same paths without
    /// making them again; those a pass did not reach are dropped when it ends, and a tree no
    /// longer used is emptied (parent and child hold each other, a cycle).
    /// Most nodes are modifiers with one child, at index 0: it is kept inline, saving an array.
    @exclusivity(unchecked) private var firstChild: IdentityPath?
    @exclusivity(unchecked) private var childrenByIndex: [IdentityPath?] = []
    @exclusivity(unchecked) private var childrenByID: [AnyHashable: IdentityPath] = [:]
    /// What the pass worked out for this node and may need again (sizes, children, text).
    let memo = NodeMemo()
    /// The last pass that reached this path (`SizeCache.pass`).
    @exclusivity(unchecked) private var pass: UInt = 0

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
        return child(id: id)
    }

    /// The path of the child with the explicit id `id`.
    func child(id: AnyHashable) -> IdentityPath {
        if let known = childrenByID[id] { return reached(known) }
        let made = IdentityPath(parent: self, component: .explicit(id), scope: scope, depth: depth + 1)
        childrenByID[id] = made
        return reached(made)
    }

    private func child(at index: Int) -> IdentityPath {
        if index == 0 {
            if let firstChild { return reached(firstChild) }
            let made = IdentityPath(parent: self, component: .index(0), scope: scope, depth: depth + 1)
            firstChild = made
            return reached(made)
        }
        if index < childrenByIndex.count, let known = childrenByIndex[index] { return reached(known) }
        if index >= childrenByIndex.count {
            childrenByIndex.append(contentsOf: repeatElement(nil, count: index + 1 - childrenByIndex.count))
        }
        let made = IdentityPath(parent: self, component: .index(index), scope: scope, depth: depth + 1)
        childrenByIndex[index] = made
        return reached(made)
    }

    /// `child`, marked as reached in this path's pass (a child is only handed out by a parent
    /// the pass has reached).
    private func reached(_ child: IdentityPath) -> IdentityPath {
        child.pass = pass
        return child
    }

    /// Starts pass `pass` at this root.
    func beginPass(_ pass: UInt) {
        self.pass = pass
    }

    /// At a root of a tree measured apart: the place in the laid-out tree it stands for, whose
    /// identity (and so whose views' `@State`) it takes; nil for a tree measured on its own.
    @exclusivity(unchecked) private(set) var standsFor: IdentityPath?

    /// Makes this measuring root stand for `place` (nil: for nothing); what it kept for
    /// another place is forgotten.
    func stand(for place: IdentityPath?) {
        guard place !== standsFor else { return }
        empty()
        cachedDescription = nil
        standsFor = place
    }

    /// Whether views at this path keep their state: in the laid-out tree, or in a tree measured
    /// apart that stands for a place in it.
    var keepsState: Bool {
        if scope == 0 { return true }
        var root = self
        while let parent = root.parent { root = parent }
        return root.standsFor != nil
    }

    /// Ends the pass at this root: drops the paths it did not reach (emptied) and forgets what
    /// it worked out, except text layouts, which depend on nothing but their inputs and are
    /// reused if the next pass asks for the same (`NodeMemo.endPass()`).
    func endPass() {
        if let child = firstChild {
            if child.pass == pass { child.endPass() } else { child.empty(); firstChild = nil }
        }
        if !childrenByIndex.isEmpty {
            for index in childrenByIndex.indices {
                guard let child = childrenByIndex[index] else { continue }
                if child.pass == pass {
                    child.endPass()
                } else {
                    child.empty()
                    childrenByIndex[index] = nil
                }
            }
        }
        if !childrenByID.isEmpty {
            var unreached: [AnyHashable] = []
            for (id, child) in childrenByID {
                if child.pass == pass {
                    child.endPass()
                } else {
                    child.empty()
                    unreached.append(id)
                }
            }
            for id in unreached { childrenByID[id] = nil }
        }
        memo.endPass()
    }

    /// Forgets the children and memos of this subtree of paths, once no pass will use it.
    func empty() {
        firstChild?.empty()
        for child in childrenByIndex { child?.empty() }
        for child in childrenByID.values { child.empty() }
        firstChild = nil
        childrenByIndex = []
        childrenByID = [:]
        memo.removeAll()
    }

    // MARK: Public form

    /// `identity.description`, worked out once: a path's place never changes, and paths are
    /// reused pass after pass, so a popover keyed by its place costs no string per frame.
    @exclusivity(unchecked) private var cachedDescription: String?

    var identityDescription: String {
        if let cachedDescription { return cachedDescription }
        let made = identity.description
        cachedDescription = made
        return made
    }

    /// The public identity. A path of the laid-out tree stands for its own components; one of a
    /// tree measured apart can be made to stand for another place (`stand(for:)`), so its
    /// components are copied out.
    var identity: NodeIdentity {
        scope == 0 ? NodeIdentity(path: self) : NodeIdentity(components)
    }

    /// The components from the root down (after those of the place a measured tree stands for).
    var components: [NodeIdentity.Component] {
        var components: [NodeIdentity.Component] = []
        components.reserveCapacity(depth)
        var link = self
        while let component = link.component, let parent = link.parent {
            components.append(component)
            link = parent
        }
        guard let place = link.standsFor else { return components.reversed() }
        return place.components + components.reversed()
    }

    /// Whether this path, in the laid-out tree, is at `components`; without building an array.
    func matches(_ components: [NodeIdentity.Component]) -> Bool {
        guard scope == 0, depth == components.count else { return false }
        var link = self
        for component in components.reversed() {
            guard link.component == component, let parent = link.parent else { return false }
            link = parent
        }
        return true
    }

    /// Whether this path, in the laid-out tree, is `identity`.
    func matches(_ identity: NodeIdentity) -> Bool {
        identity == NodeIdentity(path: self)
    }

    /// Whether `other`, another path of the laid-out tree, is at the same place (a place left
    /// and come back to gets a new path).
    func hasSamePlace(as other: IdentityPath) -> Bool {
        guard scope == 0, other.scope == 0, depth == other.depth else { return false }
        var link = self, otherLink = other
        while let parent = link.parent, let otherParent = otherLink.parent {
            if link === otherLink { return true }
            guard link.component == otherLink.component else { return false }
            link = parent
            otherLink = otherParent
        }
        return true
    }

    /// The hash of this path's place, worked out once (the place of a laid-out tree's path
    /// never changes): what `NodeIdentity` hashes, so identities cost no walk to the root as
    /// dictionary keys.
    var placeHash: Int {
        if let cachedPlaceHash { return cachedPlaceHash }
        let made = Self.placeHash(ofReversed: sequence(first: self) { $0.parent }.lazy.compactMap(\.component))
        cachedPlaceHash = made
        return made
    }

    @exclusivity(unchecked) private var cachedPlaceHash: Int?

    /// The hash of the place whose components, from the node up to the root, are `reversed`.
    static func placeHash(ofReversed reversed: some Sequence<NodeIdentity.Component>) -> Int {
        var hasher = Hasher()
        var count = 0
        for component in reversed {
            hasher.combine(component)
            count += 1
        }
        hasher.combine(count)
        return hasher.finalize()
    }
}
