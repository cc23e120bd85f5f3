/// What an overlay builder (`overlayPreferenceValue`) knows about the layout it is part of.
public struct LayoutContext {
    /// The absolute frame of the view the overlay covers.
    public let containerFrame: Rect
    /// The environment at the overlay (custom keys included).
    public let environment: EnvironmentValues
    let measureNode: (ViewNode, ProposedSize) -> Size

    /// The size `view` would take for `proposal`, with the environment at the overlay, in this
    /// same layout pass (so an overlay can size content before placing it).
    public func measure(_ view: some View, proposal: ProposedSize = .unspecified) -> Size {
        measureNode(view.makeNode(), proposal)
    }

    /// An absolute rect (such as an anchor preference) in the container's own coordinates,
    /// the ones `AbsoluteLayout` children use with `.placed(at:)`.
    public func local(_ rect: Rect) -> Rect {
        rect.offsetBy(dx: -containerFrame.minX, dy: -containerFrame.minY)
    }
}
