extension View {
    /// Draws (and hit-tests, and reports anchors of) the view and its content moved by x, y,
    /// without changing its layout frame or its neighbours'.
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode {
        offset(Size(width: x, height: y))
    }

    public func offset(_ offset: Size) -> ViewNode {
        ViewNode(modifier: OffsetModifier(offset: offset), content: self)
    }
}

/// `.offset`: the content placed moved (animated per axis inside an animation), the node's
/// own frame unmoved.
struct OffsetModifier: ModifierKind {
    let offset: Size

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let offset = placer.animated(offset)
        return placer.wrapper(placer.content(in: placer.frame.offsetBy(dx: offset.width, dy: offset.height),
                                             proposal: placer.proposal))
    }
}
