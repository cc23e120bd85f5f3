/// Where the arrow goes, in absolute points.
public struct ArrowPlacement: Hashable, Sendable {
    /// The body's edge the arrow sits on (the one facing the anchor).
    public var edge: Edge
    /// The middle of the arrow's base, on `edge`.
    public var baseCenter: Point
    /// The arrow's tip, `height` beyond the base toward the anchor.
    public var tip: Point
    /// True when the anchor's attachment coordinate lies beyond the part of the edge the arrow can
    /// reach, so the arrow points beside it rather than at it.
    public var isSaturated: Bool

    public init(edge: Edge, baseCenter: Point, tip: Point, isSaturated: Bool) {
        self.edge = edge
        self.baseCenter = baseCenter
        self.tip = tip
        self.isSaturated = isSaturated
    }
}

/// The engine's answer. Every number in it is finite.
public struct PlacementResult: Hashable, Sendable {
    /// The bubble body's frame (without the arrow).
    public var body: Rect
    /// The final side and alignment; nil for the `centered` policy.
    public var placement: Placement?
    /// The arrow; nil without an arrow spec and for the `centered` policy.
    public var arrow: ArrowPlacement?
    /// Why it should not be shown, or nil when it should.
    public var hiddenReason: HiddenReason?
    /// The body's frame on the final side before any clamp or shift.
    public var idealBody: Rect
    /// The largest body that fits on the final side inside the inset container, so content can wrap
    /// to its width (zero where there is no room).
    public var maxBodySize: Size

    public init(body: Rect, placement: Placement?, arrow: ArrowPlacement?, hiddenReason: HiddenReason?,
                idealBody: Rect, maxBodySize: Size) {
        self.body = body
        self.placement = placement
        self.arrow = arrow
        self.hiddenReason = hiddenReason
        self.idealBody = idealBody
        self.maxBodySize = maxBodySize
    }

    /// The side of the anchor the body is on; nil when centered.
    public var side: PlacementSide? { placement?.side }
    public var isVisible: Bool { hiddenReason == nil }

    /// The point on `anchor` the arrow aims at: the attachment's unit point, else the middle of
    /// the anchor's side facing the body (the anchor's center when the body has no side).
    public func attachmentPoint(on anchor: Rect, attachment: AttachmentAnchor) -> Point {
        if case .point(let unit) = attachment { return anchor.point(at: unit) }
        switch side {
        case .top: return Point(x: anchor.midX, y: anchor.minY)
        case .bottom: return Point(x: anchor.midX, y: anchor.maxY)
        case .leading: return Point(x: anchor.minX, y: anchor.midY)
        case .trailing: return Point(x: anchor.maxX, y: anchor.midY)
        case nil: return anchor.center
        }
    }
}

/// Why a placement result should not be shown.
public enum HiddenReason: String, Hashable, Sendable {
    /// The original policy had to move the body toward its anchor to keep it in the container
    /// (docs/placement.md): it would cover the anchor, so it fades out until there is room again.
    case wouldCoverAnchor
    /// The body's width or height is zero, negative, NaN or infinite: there is nothing to show.
    case emptyBody
    /// The anchor, container, inset or attachment point held a NaN or infinity; the result was
    /// computed with those numbers replaced by 0 and is only good for not crashing.
    case invalidGeometry
}
