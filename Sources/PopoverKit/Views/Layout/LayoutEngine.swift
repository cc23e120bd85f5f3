/// Lays out a view tree in a rectangle with SwiftUI's propose-then-place protocol: each parent
/// offers its children a size, they answer with theirs, and the parent places them.
public struct LayoutEngine {
    public let measurer: any TextMeasuring
    /// Where texts laid out are remembered for later layouts, if anywhere.
    public let textLayoutCache: TextLayoutCache?
    /// Where `.animation(_:value:)` keeps its motions between layouts, if anywhere.
    public let animations: ImplicitAnimations?
    /// Where views keep their `@State` between layouts, if anywhere (a `ViewRuntime`'s).
    var stateStore: ViewStateStore?
    /// What a runtime keeps between layouts for matched geometry, transitions and lifecycle
    /// actions, and the animation of the changes this layout shows (`ViewRuntime`).
    var effects: LayoutEffects?

    /// An engine measuring text with `measurer`, remembering text layouts in `textLayoutCache`
    /// (by default the measurer's own, if it has one), animating changes inside
    /// `.animation(_:value:)` with `animations` (without a store they show at once).
    public init(measurer: any TextMeasuring, textLayoutCache: TextLayoutCache? = nil,
                animations: ImplicitAnimations? = nil) {
        self.measurer = measurer
        self.textLayoutCache = textLayoutCache ?? measurer.textLayoutCache
        self.animations = animations
    }

    /// Lays `root` out in `bounds`: it is offered `bounds.size` and centered in `bounds`.
    /// `interaction` tells controls which of them are pressed, hovered or focused.
    public func layout(_ root: some View, in bounds: Rect, interaction: InteractionState = .none) -> LayoutResult {
        let pass = LayoutPass(measurer: measurer, interaction: interaction, textLayoutCache: textLayoutCache,
                              animations: animations, stateStore: stateStore)
        if let effects {
            pass.matchedGeometry = effects.matchedGeometry
            pass.transitions = effects.transitions
            pass.actions = effects.actions
            pass.transactionAnimation = effects.transactionAnimation
            pass.frameAnimations = effects.frames
            effects.transitions.beginPass()
            effects.frames.beginPass(transaction: effects.transactionAnimation)
        }
        animations?.beginPass()
        defer { animations?.endPass() }
        let node = root.makeNode()
        let proposal = ProposedSize(bounds.size)
        let env = EnvironmentValues()
        // A root with an explicit id sits one level down, at that id, as any child with one does.
        let root = node.hasExplicitID ? pass.cache.root.child(node, index: 0) : pass.cache.root
        let size = pass.size(node, proposal, env, at: root)
        let laidOut = pass.place(node, in: Alignment.center.place(size, in: bounds), proposal: proposal,
                                 env: env, path: root)
        pass.finish()
        pass.matchedGeometry.endPass()
        guard let effects else { return LayoutResult(root: laidOut, bounds: bounds) }
        effects.transitions.endPass(animation: effects.transactionAnimation)
        effects.frames.endPass(drawn: laidOut)
        return LayoutResult(root: effects.transitions.drawingGhosts(in: laidOut), bounds: bounds)
    }

    /// The size `view` takes when offered `proposal`, with the default environment.
    /// (The same as `view.sizeThatFits(proposal: proposal, measurer: measurer)`.)
    public func sizeThatFits(_ view: some View, proposal: ProposedSize) -> Size {
        let pass = LayoutPass(measurer: measurer, interaction: .none, textLayoutCache: textLayoutCache)
        let size = pass.size(view.makeNode(), proposal, EnvironmentValues(), at: pass.cache.root)
        pass.finish()
        return size
    }
}

/// What a runtime keeps from layout to layout besides state and implicit animations: matched
/// geometry, transitions, lifecycle actions and the views' animated frames.
final class LayoutEffects {
    let matchedGeometry = MatchedGeometryFrames()
    let transitions = ViewTransitions()
    let actions = LifecycleActions()
    let frames = FrameAnimations()
    /// The animation the next layout's changes take (`withAnimation`), if any.
    var transactionAnimation: Animation?
}

extension View {
    /// The size this view takes when offered `proposal`, with the default environment.
    public func sizeThatFits(proposal: ProposedSize, measurer: any TextMeasuring) -> Size {
        LayoutEngine(measurer: measurer).sizeThatFits(self, proposal: proposal)
    }
}
