extension NodePlacer {
    /// The animation the changes made at this node in this pass take, if any: the innermost
    /// changed `.animation(_:value:)`'s, else the `withAnimation` the pass shows.
    var animation: Animation? { env.animation(transaction: pass.transactionAnimation) }

    /// Whether this node's animatable values may be moving or start to: the store is asked only
    /// then, so a pass with no animation costs nothing per node.
    private var mayAnimate: Bool {
        guard let store = pass.animations else { return false }
        return env.animationScope != nil || store.hasMotions || pass.transactionAnimation != nil
    }

    /// What to show for this node's `property`, asked to be `target`: the store's animated
    /// value when there is a store and the node is inside `.animation(_:value:)`, in a
    /// `withAnimation` pass, or moving.
    func animated(_ target: Double, _ property: AnimatableProperty) -> Double {
        guard mayAnimate, let store = pass.animations else { return target }
        let identity = path.identity, frames = pass.frameAnimations
        return store.value(target, property, at: identity, animation: animation, tracked: env.animationScope != nil,
                           drawn: { frames?.drawnNode(at: identity).flatMap(property.drawnValue) })
    }

    /// An offset, animated per axis.
    func animated(_ target: Size) -> Size {
        Size(width: animated(target.width, .offsetX), height: animated(target.height, .offsetY))
    }
}
