/// What a layout pass worked out for one node and may need again, kept on the node's identity
/// path until the pass ends (text layouts, until a pass lays out other text there). Each entry is reused only for the very same question: the same
/// proposal, the same node (the same box, not an equal-looking rebuild), the same text inputs.
struct NodeMemo {
    /// Sizes answered, by proposal. A node sees only a few proposals, most only one, a stack's
    /// child three (nothing, everything, its share): up to three are kept inline, saving an
    /// array per node.
    private var firstSize: (proposal: ProposedSize, size: Size)?
    private var secondSize: (proposal: ProposedSize, size: Size)?
    private var thirdSize: (proposal: ProposedSize, size: Size)?
    private var moreSizes: [(proposal: ProposedSize, size: Size)] = []
    /// A container's children as it lays them out: containers are measured at several
    /// proposals and then placed, all with the same children.
    fileprivate var flattened: (node: ViewNode, children: [ContainerChild])?
    /// A stack's children, paths and gaps: a stack is measured at several proposals and placed,
    /// all with the same children.
    fileprivate var stack: (node: ViewNode, layout: StackLayout)?
    /// An environment reader's content: the reader is asked for its size, perhaps at several
    /// proposals, then placed, all with the same environment.
    fileprivate var readerContent: (reader: ViewNode, content: ViewNode)?
    /// The last text laid out: a text is usually placed in the frame it was measured for.
    fileprivate var lastText: TextLayout?

    /// What the next pass may reuse: the last text layout, which depends on its inputs only
    /// (and is reused only for equal inputs); sizes and children belong to this pass's nodes.
    var forNextPass: NodeMemo {
        var next = NodeMemo()
        next.lastText = lastText
        return next
    }

    func size(for proposal: ProposedSize) -> Size? {
        guard let firstSize else { return nil }
        if firstSize.proposal == proposal { return firstSize.size }
        guard let secondSize else { return nil }
        if secondSize.proposal == proposal { return secondSize.size }
        guard let thirdSize else { return nil }
        if thirdSize.proposal == proposal { return thirdSize.size }
        return moreSizes.first { $0.proposal == proposal }?.size
    }

    mutating func remember(_ size: Size, for proposal: ProposedSize) {
        if firstSize == nil {
            firstSize = (proposal, size)
        } else if secondSize == nil {
            secondSize = (proposal, size)
        } else if thirdSize == nil {
            thirdSize = (proposal, size)
        } else {
            // Nodes with more proposals (children of stacks in stacks) tend to get several more.
            if moreSizes.isEmpty { moreSizes.reserveCapacity(8) }
            moreSizes.append((proposal, size))
        }
    }
}

extension IdentityPath {
    /// `node`'s children flattened under this path (see `ViewNode.flatten(_:under:)`).
    func flattenedChildren(of node: ViewNode) -> [ContainerChild] {
        if let flattened = memo.flattened, flattened.node.isSameNode(as: node) { return flattened.children }
        let children = ViewNode.flatten(node.children, under: self)
        memo.flattened = (node, children)
        return children
    }

    /// The stack layout of `node` (a stack) here, made once per pass.
    func stackLayout(of node: ViewNode, make: () -> StackLayout) -> StackLayout {
        if let stack = memo.stack, stack.node.isSameNode(as: node) { return stack.layout }
        let layout = make()
        memo.stack = (node, layout)
        return layout
    }

    /// The content `reader` (an environment reader) builds here, built once per pass.
    func content(ofReader reader: ViewNode, build: () -> ViewNode) -> ViewNode {
        if let built = memo.readerContent, built.reader.isSameNode(as: reader) { return built.content }
        let content = build()
        memo.readerContent = (reader, content)
        return content
    }

    /// The text laid out for `inputs`, reusing the last layout made here for the same inputs,
    /// else one `cache` remembers from earlier passes.
    func textLayout(_ inputs: TextLayout.Inputs, measurer: any TextMeasuring, cache: TextLayoutCache?) -> TextLayout {
        if let lastText = memo.lastText, lastText.inputs == inputs { return lastText }
        let layout = cache?.layout(inputs, measurer: measurer) ?? TextLayout(inputs, measurer: measurer)
        memo.lastText = layout
        return layout
    }
}
