/// The original's `constrainedFrame`: the body together with the spacing strip toward the anchor
/// moves on each axis just enough to lie inside the boundary (docs/placement.md, `original`).
/// Records the move in `data.shift`.
public struct Constrain: PlacementStep {
    public init() {}

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        guard let side = state.placement?.side else { return .next }
        let g = state.geometry
        let frame = Self.extendedTowardAnchor(state.body, side: side, by: g.spacing)
        let dx = Self.shift(start: frame.minX, end: frame.maxX, lower: g.boundary.minX, upper: g.boundary.maxX)
        let dy = Self.shift(start: frame.minY, end: frame.maxY, lower: g.boundary.minY, upper: g.boundary.maxY)
        state.body = state.body.offsetBy(dx: dx, dy: dy)
        state.data.shift = Point(x: dx, y: dy)
        return .next
    }

    /// The move on one axis: up to `lower` plus down to `upper`, each only when needed.
    @inline(__always)
    static func shift(start: Double, end: Double, lower: Double, upper: Double) -> Double {
        max(0, lower - start) + min(0, upper - end)
    }

    /// The popover's whole frame: the body plus the spacing strip between it and the anchor.
    @inline(__always)
    static func extendedTowardAnchor(_ body: Rect, side: PlacementSide, by spacing: Double) -> Rect {
        switch side {
        case .top: Rect(x: body.minX, y: body.minY, width: body.width, height: body.height + spacing)
        case .bottom: Rect(x: body.minX, y: body.minY - spacing, width: body.width, height: body.height + spacing)
        case .leading: Rect(x: body.minX, y: body.minY, width: body.width + spacing, height: body.height)
        case .trailing: Rect(x: body.minX - spacing, y: body.minY, width: body.width + spacing, height: body.height)
        }
    }
}

/// Hides the popover (`wouldCoverAnchor`) when an earlier step moved the body toward or away from
/// its anchor by more than `tolerance`: the original fades it out rather than cover the anchor.
public struct HideWhenCovering: PlacementStep {
    /// The original's: a move up to 1 pt still shows the popover.
    public static let originalTolerance = 1.0

    public var tolerance: Double

    public init(tolerance: Double = originalTolerance) {
        self.tolerance = tolerance
    }

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        guard let side = state.placement?.side, let move = state.data.shift else { return .next }
        if abs(side.isVertical ? move.y : move.x) > tolerance { state.hiddenReason = .wouldCoverAnchor }
        return .next
    }
}
