/// What the presentation layer tells a bubble about its arrow: which edge faces the anchor
/// and where the tip is, relative to the bubble body's top-leading corner.
public struct PopoverArrowContext: Hashable, Sendable {
    public var edge: Edge
    public var tipOffset: Point
    /// True when the anchor lies beyond the part of the edge the arrow can reach.
    public var isSaturated: Bool

    public init(edge: Edge, tipOffset: Point, isSaturated: Bool = false) {
        self.edge = edge
        self.tipOffset = tipOffset
        self.isSaturated = isSaturated
    }
}

/// The environment key carrying the arrow to the bubble: nil outside a presented popover.
public enum PopoverArrowKey: EnvironmentKey {
    public static var defaultValue: PopoverArrowContext? { nil }
}

/// The corner radius bubbles use (smaller on watch).
public enum PopoverCornerRadiusKey: EnvironmentKey {
    public static var defaultValue: Double { PopoverConstants.cornerRadius }
}

/// The least size the presentation layer gives a bubble's body, so that a short arrow edge keeps
/// straight runs beside the arrow (`ShortEdgeFit`); zero unless the layer sets it.
public enum PopoverMinimumBodyKey: EnvironmentKey {
    public static var defaultValue: Size { .zero }
}
