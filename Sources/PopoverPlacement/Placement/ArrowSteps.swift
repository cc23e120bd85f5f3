/// The original's arrow: its base center goes to the reference's middle along the body's edge
/// facing the anchor, kept within `max(0, length/2 − arrow height − corner radius)` of that
/// edge's middle.
public struct OriginalArrow: PlacementStep {
    public init() {}

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        let g = state.geometry
        guard g.hasArrow, let side = state.placement?.side else { return .next }
        let body = state.body
        let center = side.isVertical ? body.midX : body.midY
        let length = side.isVertical ? body.width : body.height
        let reach = max(0, length / 2 - g.arrowHeight - g.cornerRadius)
        state.arrow = g.arrow(body: body, side: side, lowest: center - reach, highest: center + reach)
        return .next
    }
}

/// Floating UI's `arrow({padding})`: the arrow's base center stays `padding + arrow width/2` from
/// the ends of the body's edge (padding: the arrow's own, else the corner radius; at most half the
/// edge less half the arrow less 1). For a start or end placement on a reference too short for the
/// arrow to reach its middle, the body first moves along the side by the difference and `shift`
/// runs once more (docs/placement.md, `edges`).
public struct FloatingArrow: PlacementStep {
    /// The shift to run again after that move; nil for none.
    public var shift: Shift?

    public init(shift: Shift? = Shift()) {
        self.shift = shift
    }

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        let g = state.geometry
        guard g.hasArrow, let placement = state.placement else { return .next }
        let side = placement.side
        var body = state.body
        var reach = Self.reach(body: body, side: side, geometry: g)
        let target = g.attachmentCoordinate(along: side)
        let referenceLength = side.isVertical ? g.reference.width : g.reference.height
        if placement.alignment != .center, target < reach.lowest || target > reach.highest,
           referenceLength / 2 - reach.padding - g.arrowWidth / 2 < 0 {
            let offset = target < reach.lowest ? target - reach.lowest : target - reach.highest
            body = side.isVertical ? body.offsetBy(dx: offset, dy: 0) : body.offsetBy(dx: 0, dy: offset)
            if let shift { body = shift.shifted(body, side: side, geometry: g) }
            reach = Self.reach(body: body, side: side, geometry: g)
            state.body = body
        }
        state.arrow = g.arrow(body: body, side: side, lowest: reach.lowest, highest: reach.highest)
        return .next
    }

    @inline(__always)
    static func reach(body: Rect, side: PlacementSide, geometry: PlacementGeometry)
        -> (lowest: Double, highest: Double, padding: Double) {
        let start = side.isVertical ? body.minX : body.minY
        let length = side.isVertical ? body.width : body.height
        let halfArrow = geometry.arrowWidth / 2
        let padding = min(geometry.arrowPadding, length / 2 - halfArrow - 1)
        return (start + padding + halfArrow, start + length - padding - halfArrow, padding)
    }
}
