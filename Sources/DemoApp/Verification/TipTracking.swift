import PopoverKit

/// How a placed arrow's tip stands against its anchor: the one rule both `verify` and the
/// window's status line judge by.
nonisolated struct TipTracking: Hashable, Sendable {
    enum State: Hashable, Sendable {
        /// The tip should be where it belongs; `miss` is a tracking error.
        case tracking
        /// The anchor lies beyond the arrow's reach along the edge, so the arrow points beside it.
        case atReachLimit
        /// The bubble was clamped up to 1 pt toward its anchor (the original's tolerance before
        /// it hides the bubble), so the arrow stops short of its anchor by design.
        case clampedTowardAnchor
    }

    var state: State
    /// Distance, in points, from the tip to where it belongs: the anchor's attachment point less
    /// the arrow's gap (`TrackingTarget`).
    var miss: Double

    /// Pointing beside or short of its anchor on purpose: not counted as a tracking error.
    var isSaturated: Bool { state != .tracking }

    init(state: State, miss: Double) {
        self.state = state
        self.miss = miss
    }

    /// The tracking of the arrow of `placement` drawn with its tip at `tip`; nil without an arrow.
    init?(placement: PlacementResult, tip: Point, attachmentPoint: Point, gap: Double) {
        guard let arrow = placement.arrow else { return nil }
        miss = tip.distance(to: TrackingTarget(attachmentPoint: attachmentPoint, edge: arrow.edge, gap: gap).expectedTip)
        state = arrow.isSaturated ? .atReachLimit : Self.isClampedTowardAnchor(placement) ? .clampedTowardAnchor : .tracking
    }

    /// True when the body sits off its ideal frame along the arrow's axis.
    static func isClampedTowardAnchor(_ placement: PlacementResult) -> Bool {
        guard let arrow = placement.arrow else { return false }
        let shift = arrow.edge.isVertical ? placement.body.minY - placement.idealBody.minY
                                          : placement.body.minX - placement.idealBody.minX
        return abs(shift) > 1e-9
    }
}
