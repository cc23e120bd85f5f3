/// One popover as its scope placed it in a frame: what overlays and verification read from
/// `PresentationHost.placements`.
public struct PlacedPopover: Sendable {
    public var id: String
    public var scope: String
    public var anchor: Rect
    /// The point on the anchor the arrow aims at.
    public var attachmentPoint: Point
    /// The scope's frame shrunk by its padding: where bodies must stay.
    public var container: Rect
    public var placement: PlacementResult
    public var appearance: PopoverAppearance
    /// The gap the arrow tip keeps from the attachment point.
    public var arrowGap: Double
    /// The bubble's fill when the presentation style draws the bubble (resolved for the scheme);
    /// nil when the content draws its own.
    public var fill: Color?

    /// The arrow's tip, where the bubble draws it; nil without an arrow.
    public var drawnTip: Point? { placement.arrow?.tip }

    /// True when shown fully enough to be measured: opaque, unscaled, not sliding.
    public var isSteady: Bool {
        appearance.state.opacity >= 0.999 && appearance.state.scale == 1 && appearance.state.offset == .zero
    }
}
