/// A node's identity during a layout pass, as a chain of links from the node up to its root,
/// and what the pass worked out for the node and may need again: its sizes, its flattened
/// children, the content of an environment reader, a text's lines.
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
    /// The sizes this node answered in the pass, by proposal. A node sees only a few proposals,
    /// most only one: the first is kept inline, saving an array per node.
    @exclusivity(unchecked) private var firstSize: (proposal: ProposedSize, size: Size)?
    @exclusivity(unchecked) private var moreSizes: [(proposal: ProposedSize, size: Size)] = []

    /// The node's children as a container lays them out, kept for the node they were made from:
    /// containers are measured at several proposals and then placed, all with the same children.
    @exclusivity(unchecked) private var flattened: (node: ViewNode, children: [ContainerChild])?
    /// An environment reader's content, kept for the reader it came from: the reader is asked
    /// for its size, perhaps at several proposals, then placed, all with the same environment.
    @exclusivity(unchecked) private var readerContent: (reader: ViewNode, content: ViewNode)?
    /// The last text laid out here: a text is usually placed in the frame it was measured for.
    @exclusivity(unchecked) private var lastText: TextLayout?

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

    /// `node`'s children flattened under this path (see `ViewNode.flatten(_:under:)`).
    func flattenedChildren(of node: ViewNode) -> [ContainerChild] {
        if let flattened, flattened.node.isSameNode(as: node) { return flattened.children }
        let children = ViewNode.flatten(node.children, under: self)
        flattened = (node, children)
        return children
    }

    /// The content `reader` (an environment reader) builds here, built once per pass.
    func content(ofReader reader: ViewNode, build: () -> ViewNode) -> ViewNode {
        if let readerContent, readerContent.reader.isSameNode(as: reader) { return readerContent.content }
        let content = build()
        readerContent = (reader, content)
        return content
    }

    /// The text laid out for `inputs`, reusing the last layout made here for the same inputs.
    func textLayout(_ inputs: TextLayout.Inputs, measurer: any TextMeasuring) -> TextLayout {
        if let lastText, lastText.inputs == inputs { return lastText }
        let layout = TextLayout(inputs, measurer: measurer)
        lastText = layout
        return layout
    }

    // MARK: Sizes

    func size(for proposal: ProposedSize) -> Size? {
        guard let firstSize else { return nil }
        if firstSize.proposal == proposal { return firstSize.size }
        return moreSizes.first { $0.proposal == proposal }?.size
    }

    func remember(_ size: Size, for proposal: ProposedSize) {
        if firstSize == nil {
            firstSize = (proposal, size)
        } else {
            moreSizes.append((proposal, size))
        }
    }

    /// Forgets the children and sizes of this subtree of paths, once the pass is over.
    func endPass() {
        firstChild?.endPass()
        for child in childrenByIndex { child?.endPass() }
        for child in childrenByID.values { child.endPass() }
        firstChild = nil
        childrenByIndex = []
        childrenByID = [:]
        firstSize = nil
        moreSizes = []
        flattened = nil
        readerContent = nil
        lastText = nil
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
