extension NodePlacer {
    /// What to show for this node's `property`, asked to be `target`: the store's animated
    /// value when there is a store and the node is inside `.animation(_:value:)` or moving.
    func animated(_ target: Double, _ property: AnimatableProperty) -> Double {
        guard let store = pass.animations, env.animationScope != nil || store.hasMotions else { return target }
        return store.value(target, property, at: path.identity, animation: env.animationScope?.animation,
                           tracked: env.animationScope != nil)
    }

    /// An offset, animated per axis.
    func animated(_ target: Size) -> Size {
        guard let store = pass.animations, env.animationScope != nil || store.hasMotions else { return target }
        let identity = path.identity, scope = env.animationScope
        return Size(width: store.value(target.width, .offsetX, at: identity, animation: scope?.animation,
                                       tracked: scope != nil),
                    height: store.value(target.height, .offsetY, at: identity, animation: scope?.animation,
                                        tracked: scope != nil))
    }
}
