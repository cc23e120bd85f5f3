extension PlacementInput {
    /// The body's frame on `placement`, `spacing` away from the reference and aligned along it
    /// (Floating UI's `computeCoordsFromPlacement` followed by `offset(spacing)`).
    @inline(__always)
    func idealBody(_ placement: Placement) -> Rect {
        let w = body.width, h = body.height, ref = reference
        var x = 0.0, y = 0.0
        switch placement.side {
        case .top: y = ref.minY - spacing - h
        case .bottom: y = ref.maxY + spacing
        case .leading: x = ref.minX - spacing - w
        case .trailing: x = ref.maxX + spacing
        }
        if placement.side.isVertical {
            switch placement.alignment {
            case .start: x = ref.minX
            case .center: x = ref.midX - w / 2
            case .end: x = ref.maxX - w
            }
        } else {
            switch placement.alignment {
            case .start: y = ref.minY
            case .center: y = ref.midY - h / 2
            case .end: y = ref.maxY - h
            }
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// Room left on `side` between the reference and the boundary once spacing and body are in
    /// (negative when the body does not fit there).
    @inline(__always)
    func room(on side: PlacementSide) -> Double {
        switch side {
        case .top: reference.minY - boundary.minY - spacing - body.height
        case .bottom: boundary.maxY - reference.maxY - spacing - body.height
        case .leading: reference.minX - boundary.minX - spacing - body.width
        case .trailing: boundary.maxX - reference.maxX - spacing - body.width
        }
    }

    /// The largest body that fits on `side`: the space between reference and boundary along the
    /// side's axis, the boundary less `crossPadding` at each end across it.
    @inline(__always)
    func maxBodySize(on side: PlacementSide, crossPadding: Double) -> Size {
        let main: Double
        switch side {
        case .top: main = reference.minY - spacing - boundary.minY
        case .bottom: main = boundary.maxY - reference.maxY - spacing
        case .leading: main = reference.minX - spacing - boundary.minX
        case .trailing: main = boundary.maxX - reference.maxX - spacing
        }
        if side.isVertical {
            return Size(width: max(0, boundary.width - 2 * crossPadding), height: max(0, main))
        }
        return Size(width: max(0, main), height: max(0, boundary.height - 2 * crossPadding))
    }

    /// The reference's middle along the edge the body sits on: what the arrow points at.
    @inline(__always)
    func attachmentCoordinate(along side: PlacementSide) -> Double {
        side.isVertical ? reference.midX : reference.midY
    }

    /// The arrow for a body on `side` whose base center may range from `lowest` to `highest`
    /// (absolute, along the edge, `lowest <= highest`); the base center is the attachment
    /// coordinate clamped into that range.
    @inline(__always)
    func arrow(body: Rect, side: PlacementSide, lowest: Double, highest: Double) -> ArrowPlacement {
        let target = attachmentCoordinate(along: side)
        let along = min(max(target, lowest), highest)
        let saturated = target < lowest || target > highest
        let edge = side.opposite
        let base: Point, tip: Point
        switch side {
        case .top:
            base = Point(x: along, y: body.maxY)
            tip = Point(x: along, y: body.maxY + arrowHeight)
        case .bottom:
            base = Point(x: along, y: body.minY)
            tip = Point(x: along, y: body.minY - arrowHeight)
        case .leading:
            base = Point(x: body.maxX, y: along)
            tip = Point(x: body.maxX + arrowHeight, y: along)
        case .trailing:
            base = Point(x: body.minX, y: along)
            tip = Point(x: body.minX - arrowHeight, y: along)
        }
        return ArrowPlacement(edge: edge, baseCenter: base, tip: tip, isSaturated: saturated)
    }
}

/// The shift that moves a span starting at `origin` into `lower...upper`; when it cannot fit,
/// its start goes to `lower` (Floating UI's `clamp(lower, origin, upper − length)`).
@inline(__always)
func shiftInto(origin: Double, length: Double, lower: Double, upper: Double) -> Double {
    max(lower, min(origin, upper - length)) - origin
}
