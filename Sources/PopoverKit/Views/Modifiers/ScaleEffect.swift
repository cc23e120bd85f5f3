extension View {
    /// Draws (and hit-tests) the view scaled by `scale` about `anchor` of its frame, without
    /// changing its layout. Anchor preferences inside report unscaled layout frames.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ViewNode {
        ViewNode(modifier: ScaleEffectModifier(scale: scale, anchor: anchor), content: self)
    }
}

/// `.scaleEffect`: the content drawn scaled about the anchor (animated inside an animation).
struct ScaleEffectModifier: ModifierKind {
    let scale: Double
    let anchor: UnitPoint

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let transform = Transform(scale: placer.animated(scale, .scale), anchor: placer.frame.point(at: anchor))
        return placer.wrapper(placer.contentInPlace(), drawing: TransformDrawing(transform: transform))
    }
}

/// Children drawn, and hit-tested, through a transform (a scale about a point, and a move).
struct TransformDrawing: NodeDrawing {
    let transform: Transform

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.pushTransform(transform))
        list.drawChildren(of: node)
        list.append(.popTransform)
    }

    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool {
        limits.transform = limits.transform.concatenating(transform)
        return true
    }

    var label: String { "scale \(transform.scale)" }
}
