extension View {
    /// The default padding when no length is given, as SwiftUI's on iOS.
    public static var defaultPadding: Double { 16 }

    /// Space added around the view on `edges` (16 pt when `length` is nil).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        ViewNode(modifier: .padding(EdgeInsets(edges, length ?? Self.defaultPadding)), content: self)
    }

    /// `length` points of space on every edge.
    public func padding(_ length: Double) -> ViewNode {
        padding(.all, length)
    }

    /// Space added around the view, per edge.
    public func padding(_ insets: EdgeInsets) -> ViewNode {
        ViewNode(modifier: .padding(insets), content: self)
    }

    /// A frame of fixed width and/or height (nil keeps the view's own size on that axis);
    /// the view is offered that size and aligned inside it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: .fixedFrame(width: width, height: height, alignment: alignment), content: self)
    }

    /// A frame whose size follows the offer within bounds. `maxWidth: .infinity` fills the
    /// width offered; a minimum grows the view up to it. Unspecified offers use the ideal.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: .flexibleFrame(FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)),
            content: self)
    }

    /// Draws (and hit-tests, and reports anchors of) the view and its content moved by x, y,
    /// without changing its layout frame or its neighbours'.
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode {
        offset(Size(width: x, height: y))
    }

    public func offset(_ offset: Size) -> ViewNode {
        ViewNode(modifier: .offset(offset), content: self)
    }

    /// Inside an `AbsoluteLayout`, puts the view at `rect` (in the layout's coordinates): it is
    /// offered `rect.size` and centered in it. Elsewhere it acts as a fixed frame of that size.
    public func placed(at rect: Rect) -> ViewNode {
        ViewNode(modifier: .placed(rect), content: self)
    }

    /// Takes all the space offered and centers the view (at its own size for that offer) on
    /// `position`, in this frame's coordinates (its top-leading corner is 0,0).
    public func position(x: Double = 0, y: Double = 0) -> ViewNode {
        ViewNode(modifier: .position(Point(x: x, y: y)), content: self)
    }
}
