// The side varies from one placement to the next, so these work it out with selects on two
// flags (vertical, origin side) rather than a `switch` on it: a `switch` compiles to an indirect
// jump that the processor mispredicts about as often as the side changes. The `@inline(__always)`
// here, in the policies and on `Edge` are kept because `bench layout` measures placement a quarter
// to a third slower without them.
extension PlacementGeometry {
    /// The body's frame on `placement`, `spacing` away from the reference and aligned along it
    /// (Floating UI's `computeCoordsFromPlacement` followed by `offset(spacing)`).
    @inline(__always)
    public func idealBody(_ placement: Placement) -> Rect {
        let w = body.width, h = body.height, ref = reference
        let vertical = placement.side.isVertical, origin = placement.side.isOriginSide
        // Along the side's axis: before the reference on top/leading, after it otherwise.
        let mainLength = vertical ? h : w
        let before = (vertical ? ref.minY : ref.minX) - spacing - mainLength
        let after = (vertical ? ref.maxY : ref.maxX) + spacing
        let main = origin ? before : after
        // Across it: the alignment.
        let crossStart = vertical ? ref.minX : ref.minY, crossLength = vertical ? w : h
        let referenceLength = vertical ? ref.width : ref.height
        let start = crossStart, end = crossStart + referenceLength - crossLength
        let center = crossStart + referenceLength / 2 - crossLength / 2
        let cross = placement.alignment == .start ? start : (placement.alignment == .end ? end : center)
        return Rect(x: vertical ? cross : main, y: vertical ? main : cross, width: w, height: h)
    }

    /// The room between the reference and the boundary on `side`, less the spacing.
    @inline(__always)
    public func space(on side: PlacementSide) -> Double {
        let vertical = side.isVertical
        let before = (vertical ? reference.minY : reference.minX) - spacing - (vertical ? boundary.minY : boundary.minX)
        let after = (vertical ? boundary.maxY : boundary.maxX) - (vertical ? reference.maxY : reference.maxX) - spacing
        return side.isOriginSide ? before : after
    }

    /// Room left on `side` between the reference and the boundary once spacing and body are in
    /// (negative when the body does not fit there).
    @inline(__always)
    public func room(on side: PlacementSide) -> Double {
        space(on: side) - (side.isVertical ? body.height : body.width)
    }

    /// The largest body that fits on `side`: the space between reference and boundary along the
    /// side's axis, the boundary less `crossPadding` at each end across it.
    @inline(__always)
    public func maxBodySize(on side: PlacementSide, crossPadding: Double) -> Size {
        let main = max(0, space(on: side))
        let cross = max(0, (side.isVertical ? boundary.width : boundary.height) - 2 * crossPadding)
        return side.isVertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The reference's middle along the edge the body sits on: what the arrow points at.
    @inline(__always)
    public func attachmentCoordinate(along side: PlacementSide) -> Double {
        side.isVertical ? reference.midX : reference.midY
    }

    /// The arrow for a body on `side` whose base center may range from `lowest` to `highest`
    /// (absolute, along the edge, `lowest <= highest`); the base center is the attachment
    /// coordinate clamped into that range.
    @inline(__always)
    public func arrow(body: Rect, side: PlacementSide, lowest: Double, highest: Double) -> ArrowPlacement {
        let target = attachmentCoordinate(along: side)
        let along = min(max(target, lowest), highest)
        let saturated = target < lowest || target > highest
        let vertical = side.isVertical, origin = side.isOriginSide
        // The body's edge facing the anchor, and the tip `arrowHeight` beyond it.
        let facing = vertical ? (origin ? body.maxY : body.minY) : (origin ? body.maxX : body.minX)
        let beyond = origin ? facing + arrowHeight : facing - arrowHeight
        let base = vertical ? Point(x: along, y: facing) : Point(x: facing, y: along)
        let tip = vertical ? Point(x: along, y: beyond) : Point(x: beyond, y: along)
        return ArrowPlacement(edge: side.opposite, baseCenter: base, tip: tip, isSaturated: saturated)
    }
}

/// The shift that moves a span starting at `origin` into `lower...upper`; when it cannot fit,
/// its start goes to `lower` (Floating UI's `clamp(lower, origin, upper − length)`).
@inline(__always)
func shiftInto(origin: Double, length: Double, lower: Double, upper: Double) -> Double {
    max(lower, min(origin, upper - length)) - origin
}
