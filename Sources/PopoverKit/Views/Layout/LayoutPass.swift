/// One layout of a tree: measuring (`size`, any number of times per node) and placing
/// (`place`, once per node, producing absolute frames). Runs synchronously on one thread.
///
/// A class: every node's placer holds the pass, and a copy is then one retain rather than one
/// for each of the measurer, the interaction's identities and the caches.
final class LayoutPass {
    let measurer: any TextMeasuring
    let interaction: InteractionState
    /// Where implicit animations live across passes, if anywhere.
    let animations: ImplicitAnimations?
    /// Where text layouts are remembered across passes, if anywhere.
    let textLayoutCache: TextLayoutCache?
    /// Where views' `@State` lives across passes, if anywhere.
    let stateStore: ViewStateStore?
    /// The frames of matched-geometry sources: the runtime's, kept across passes, or the pass's own.
    var matchedGeometry = MatchedGeometryFrames()
    /// Where transitioned views are remembered across passes, if anywhere.
    var transitions: ViewTransitions?
    /// The animation of the `withAnimation` calls this pass shows the changes of, if any.
    var transactionAnimation: Animation?
    /// Where laid-out views' frames animate across passes, if anywhere (a runtime's).
    var frameAnimations: FrameAnimations?
    /// Where `onAppear` and `onChange` put the actions they ask for, if anywhere.
    var actions: LifecycleActions?
    /// The frame of the node whose children are being placed: a right-to-left child is
    /// mirrored in it (`LayoutDirection`).
    var parentFrame: Rect?
    /// The identity paths of the pass, which remember the sizes already answered: the last pass's
    /// paths if `textLayoutCache` kept them (and no other pass is using them), else new ones.
    private(set) var cache: SizeCache

    init(measurer: any TextMeasuring, interaction: InteractionState, textLayoutCache: TextLayoutCache?,
         animations: ImplicitAnimations? = nil, stateStore: ViewStateStore? = nil) {
        self.measurer = measurer
        self.interaction = interaction
        self.animations = animations
        self.textLayoutCache = textLayoutCache
        self.stateStore = stateStore
        cache = textLayoutCache?.takeSizeCache() ?? SizeCache()
        cache.beginPass()
    }

    /// Ends the pass and hands its paths back to `textLayoutCache` for the next pass. Anything
    /// still measured through this pass afterwards (a closure kept past the layout) gets paths
    /// of its own.
    func finish() {
        cache.endPass()
        textLayoutCache?.keep(cache)
        cache = SizeCache()
        cache.beginPass()
    }

    /// The size `node`, at `path`, takes when offered `proposal`. The answer is remembered for the
    /// rest of the pass (the path also fixes the node's environment), so stacks that measure
    /// children several times stay linear in the tree's size.
    func size(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues, at path: IdentityPath) -> Size {
        if let known = path.memo.size(for: proposal) { return known }
        let answer = node.size(NodeSizer(pass: self, node: node, proposal: proposal, env: env, path: path))
        path.memo.remember(answer, for: proposal)
        return answer
    }

    /// The size of a tree measured on its own (`LayoutContext.measure`), under a root of its own
    /// so its answers are remembered without mixing with the laid-out tree's. `place`: where in
    /// the laid-out tree the node will be placed, whose views' state it is measured with.
    func sizeApart(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues,
                   standingFor place: IdentityPath? = nil) -> Size {
        size(node, proposal, env, at: cache.makeMeasuringRoot(standingFor: place))
    }
}

extension EnvironmentValues {
    /// The environment of a child that is not in a stack (a stack sets the axis on its own).
    var outsideStack: EnvironmentValues {
        // Most environments are outside stacks already, and then share their box.
        guard stackAxis != nil else { return self }
        var env = self
        env.stackAxis = nil
        return env
    }
}
