extension View {
    /// The default padding when no length is given, as SwiftUI's on iOS.
    public static var defaultPadding: Double { 16 }

    /// Space added around the view on `edges` (16 pt when `length` is nil).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        ViewNode(modifier: PaddingModifier(insets: EdgeInsets(edges, length ?? Self.defaultPadding)), content: self)
    }

    /// `length` points of space on every edge.
    public func padding(_ length: Double) -> ViewNode {
        padding(.all, length)
    }

    /// Space added around the view, per edge.
    public func padding(_ insets: EdgeInsets) -> ViewNode {
        ViewNode(modifier: PaddingModifier(insets: insets), content: self)
    }
}

/// `.padding`: the content offered the proposal less the insets, and placed inside them.
struct PaddingModifier: ModifierKind {
    let insets: EdgeInsets

    func size(_ sizer: NodeSizer) -> Size {
        let inner = sizer.contentSize(sizer.proposal.inset(by: insets))
        return Size(width: inner.width + insets.leading + insets.trailing,
                    height: inner.height + insets.top + insets.bottom)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.content(in: placer.frame.inset(by: insets), proposal: placer.proposal.inset(by: insets)))
    }
}
