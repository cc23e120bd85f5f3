import PopoverKit

/// What the scene runner knows about one popover in one frame, for the verifier.
nonisolated struct TrackedPopover: Hashable, Sendable {
    /// A name stable across frames (it labels the report's rows and the plot's lines).
    var id: String
    /// The engine's placement used to draw this frame.
    var placement: PlacementResult
    /// The point on the anchor the arrow should point at (see `TrackingTarget`).
    var attachmentPoint: Point
    /// The arrow's size and gap.
    var arrow: ArrowSpec
    /// The bubble's opaque fill color; the detector needs a solid fill that differs in hue from the
    /// background (a translucent material cannot be measured from pixels).
    var fill: Color
    /// Why this frame's arrow cannot be measured from the pixels (drawn away from its placement,
    /// or not to be told apart there); nil when it can.
    var pixelSkipReason: PixelSkipReason?
    /// False when the popover is not drawn at all in this frame (not presented, faded out).
    var isShown = true

    init(id: String, placement: PlacementResult, attachmentPoint: Point, arrow: ArrowSpec = .standard,
         fill: Color = .systemBlue, pixelSkipReason: PixelSkipReason? = nil) {
        self.id = id
        self.placement = placement
        self.attachmentPoint = attachmentPoint
        self.arrow = arrow
        self.fill = fill
        self.pixelSkipReason = pixelSkipReason
    }

    /// Takes the attachment point from the anchor, as the placement request saw it.
    init(id: String, placement: PlacementResult, anchor: Rect, attachment: AttachmentAnchor = .rect,
         arrow: ArrowSpec = .standard, fill: Color = .systemBlue, pixelSkipReason: PixelSkipReason? = nil) {
        let edge = placement.arrow?.edge ?? .bottom
        let point = TrackingTarget(anchor: anchor, attachment: attachment, edge: edge, gap: arrow.gap).attachmentPoint
        self.init(id: id, placement: placement, attachmentPoint: point, arrow: arrow, fill: fill, pixelSkipReason: pixelSkipReason)
    }
}
