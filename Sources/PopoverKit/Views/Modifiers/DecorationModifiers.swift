extension View {
    /// `background` drawn behind the view, offered the view's size and aligned in its frame.
    public func background(_ background: some View, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: .background(alignment: alignment), content: self, decoration: background.makeNode())
    }

    /// The view's frame filled with `color` behind it.
    public func background(_ color: Color, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: .background(alignment: alignment), content: self, decoration: color.makeNode())
    }

    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        background(ZStack(alignment: alignment, content: content), alignment: alignment)
    }

    /// `overlay` drawn in front of the view, offered the view's size and aligned in its frame.
    public func overlay(_ overlay: some View, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: .overlay(alignment: alignment), content: self, decoration: overlay.makeNode())
    }

    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        overlay(ZStack(alignment: alignment, content: content), alignment: alignment)
    }

    /// The view drawn with its alpha multiplied by `opacity`. At 0 it is not hit-tested.
    public func opacity(_ opacity: Double) -> ViewNode {
        ViewNode(modifier: .opacity(opacity), content: self)
    }

    /// Draws (and hit-tests) the view scaled by `scale` about `anchor` of its frame, without
    /// changing its layout. Anchor preferences inside report unscaled layout frames.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ViewNode {
        ViewNode(modifier: .scale(scale, anchor: anchor), content: self)
    }

    /// A blurred shadow behind every filled shape in the view (text and icons cast none),
    /// offset by x, y. The default color is black at 33%, as SwiftUI's.
    public func shadow(color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> ViewNode {
        ViewNode(modifier: .shadow(ShadowStyle(color: color, radius: radius, offset: Point(x: x, y: y))), content: self)
    }

    /// Limits drawing and hit-testing to the view's frame.
    public func clipped() -> ViewNode {
        clipShape(Rectangle())
    }

    /// Limits drawing to `shape` in the view's frame (anti-aliased, rounded corners cut off) and
    /// hit-testing to its bounding box.
    public func clipShape(_ shape: some Shape) -> ViewNode {
        ViewNode(modifier: .clip(AnyShape(shape)), content: self)
    }
}
