extension View {
    /// The view's frame painted with `style` behind it: a material blurs what is behind the view.
    public func background<S: ShapeStyle>(_ style: S) -> ViewNode {
        background(Rectangle().fill(style))
    }

    /// `shape`, fitted to the view's frame and painted with `style`, behind the view.
    public func background<S: ShapeStyle>(_ style: S, in shape: some Shape) -> ViewNode {
        background(shape.fill(style))
    }

    /// A gradient is both a view and a style; either way it fills the frame behind the view.
    public func background(_ gradient: LinearGradient) -> ViewNode {
        background(gradient.makeNode())
    }
}
