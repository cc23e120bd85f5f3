extension View {
    /// Takes all the space offered and centers the view (at its own size for that offer) on
    /// `position`, in this frame's coordinates (its top-leading corner is 0,0).
    public func position(x: Double = 0, y: Double = 0) -> ViewNode {
        ViewNode(modifier: PositionModifier(center: Point(x: x, y: y)), content: self)
    }
}

/// `.position`: the space offered (the content's size on an axis left unspecified), the content
/// centered on the point.
struct PositionModifier: ModifierKind {
    let center: Point

    func size(_ sizer: NodeSizer) -> Size {
        sizer.proposal.replacingUnspecified(with: sizer.contentSize())
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let size = placer.pass.size(placer.node.content, placer.proposal, placer.env, at: placer.contentPath)
        let frame = placer.frame
        let origin = Point(x: frame.minX + center.x - size.width / 2, y: frame.minY + center.y - size.height / 2)
        return placer.wrapper(placer.content(in: Rect(origin: origin, size: size), proposal: placer.proposal))
    }
}
