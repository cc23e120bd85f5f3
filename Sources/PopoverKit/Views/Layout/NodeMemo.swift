/// What layout worked out for one node and may need again, kept on the node's identity path.
/// Sizes and children are kept until the pass ends; text layouts for as long as the path lives
/// (paths are reused pass after pass), as they depend on their inputs only. Each entry is reused
/// only for the very same question: the same proposal, the same node (the same box, not an
/// equal-looking rebuild), the same text inputs.
///
/// A class, made once per path and emptied in place: as a struct held by the path it was
/// copied whole by many of the accesses. Only the one thread running a pass touches it, one
/// access at a time; unchecked exclusivity spares a runtime check on every access.
final class NodeMemo {
    /// Sizes answered, by proposal. A node sees only a few proposals, most only one, a stack's
    /// child three (nothing, everything, its share): up to three are kept inline, saving an
    /// array per node.
    @exclusivity(unchecked) private var firstSize: (proposal: ProposedSize, size: Size)?
    @exclusivity(unchecked) private var secondSize: (proposal: ProposedSize, size: Size)?
    @exclusivity(unchecked) private var thirdSize: (proposal: ProposedSize, size: Size)?
    @exclusivity(unchecked) private var moreSizes: [(proposal: ProposedSize, size: Size)] = []
    /// A container's children as it lays them out: containers are measured at several
    /// proposals and then placed, all with the same children.
    @exclusivity(unchecked) fileprivate var flattened: (node: ViewNode, children: [ContainerChild])?
    /// A stack's children, paths and gaps: a stack is measured at several proposals and placed,
    /// all with the same children.
    @exclusivity(unchecked) fileprivate var stack: (node: ViewNode, layout: StackLayout)?
    /// An environment reader's or a deferred body's content: the reader is asked for its size,
    /// perhaps at several proposals, then placed, all with the same environment and state.
    @exclusivity(unchecked) fileprivate var readerContent: (reader: ViewNode, content: ViewNode)?
    /// The environment this node hands its content, and the one it was made from: a node is
    /// sized at several proposals and placed, each time in the same environment, and changing
    /// one copies all its values.
    @exclusivity(unchecked) fileprivate var derivedEnvironment: (base: EnvironmentValues, derived: EnvironmentValues)?
    /// The last texts laid out here, up to `textCapacity`: a text in a stack is measured at up
    /// to three proposals and placed in a frame of a fourth width, every pass; in a stack in a
    /// stack, at three widths for each of three heights.
    @exclusivity(unchecked) fileprivate var texts: [TextLayout] = []
    /// Where the next text goes once `texts` is full (the oldest one).
    @exclusivity(unchecked) fileprivate var nextTextSlot = 0

    static let textCapacity = 12

    /// Forgets what belongs to the pass that ended (its sizes and nodes), keeping text layouts.
    func endPass() {
        firstSize = nil
        secondSize = nil
        thirdSize = nil
        if !moreSizes.isEmpty { moreSizes.removeAll(keepingCapacity: true) }
        flattened = nil
        stack = nil
        readerContent = nil
        derivedEnvironment = nil
    }

    /// Forgets everything, text layouts included.
    func removeAll() {
        endPass()
        texts = []
        nextTextSlot = 0
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

    func remember(_ size: Size, for proposal: ProposedSize) {
        if firstSize == nil {
            firstSize = (proposal, size)
        } else if secondSize == nil {
            secondSize = (proposal, size)
        } else if thirdSize == nil {
            thirdSize = (proposal, size)
        } else {
            // Nodes with more proposals (children of stacks in stacks) tend to get several more.
            if moreSizes.capacity == 0 { moreSizes.reserveCapacity(8) }
            moreSizes.append((proposal, size))
        }
    }

    fileprivate func rememberText(_ layout: TextLayout) {
        if texts.count < Self.textCapacity {
            if texts.capacity == 0 { texts.reserveCapacity(Self.textCapacity) }
            texts.append(layout)
        } else {
            texts[nextTextSlot] = layout
            nextTextSlot = (nextTextSlot + 1) % Self.textCapacity
        }
    }
}

extension IdentityPath {
    /// `node`'s children flattened under this path (see `ViewNode.flatten(_:under:store:)`).
    func flattenedChildren(of node: ViewNode, store: ViewStateStore?, env: EnvironmentValues) -> [ContainerChild] {
        if let flattened = memo.flattened, flattened.node.isSameNode(as: node) { return flattened.children }
        let children = ViewNode.flatten(node.children, under: self, store: store, env: env)
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

    /// The node a stateful view's body (`DeferredBody`) makes here, its state linked to
    /// `store` and its environment wrappers given `env` (a path's environment is the same all
    /// pass); run once per pass.
    func bodyContent(of node: ViewNode, store: ViewStateStore?, env: EnvironmentValues) -> ViewNode {
        guard let body = node.kind(as: BodyKind.self) else { preconditionFailure("bodyContent(of:) needs a deferred body") }
        return body.content(node, at: self, store, env)
    }

    /// The environment `derive` makes from `base` for this node's content, made once per pass
    /// for the same `base`. A node derives one environment for its content (`derive` is the
    /// same at every call for a path).
    func environment(derivedFrom base: EnvironmentValues,
                     _ derive: (EnvironmentValues) -> EnvironmentValues) -> EnvironmentValues {
        if let known = memo.derivedEnvironment, known.base.isSameEnvironment(as: base) { return known.derived }
        let derived = derive(base)
        memo.derivedEnvironment = (base, derived)
        return derived
    }

    /// The content `reader` (an environment reader) builds here, built once per pass.
    func content(ofReader reader: ViewNode, build: () -> ViewNode) -> ViewNode {
        if let built = memo.readerContent, built.reader.isSameNode(as: reader) { return built.content }
        let content = build()
        memo.readerContent = (reader, content)
        return content
    }

    /// The text laid out for `inputs`, reusing one of the last layouts made here for the same
    /// inputs, else one `cache` remembers from earlier passes.
    func textLayout(_ inputs: TextLayout.Inputs, measurer: any TextMeasuring, cache: TextLayoutCache?) -> TextLayout {
        for text in memo.texts where text.inputs == inputs { return text }
        let layout = cache?.layout(inputs, measurer: measurer) ?? TextLayout(inputs, measurer: measurer)
        memo.rememberText(layout)
        return layout
    }
}
