extension View {
    /// Draws (and hit-tests) the view scaled by `scale` about `anchor` of its frame, without
    /// changing its layout. Anchor preferences inside report unscaled layout frames.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ViewNode {
        ViewNode(modifier: .scale(scale, anchor: anchor), content: self)
    }

    /// Takes all the space offered and centers the view (at its own size for that offer) on
    /// `position`, in this frame's coordinates (its top-leading corner is 0,0).
    public func position(x: Double = 0, y: Double = 0) -> ViewNode {
        ViewNode(modifier: .position(Point(x: x, y: y)), content: self)
    }
}
