/// The original library's rules (DESIGN.md, "Facts from the original"), generalised to all four
/// sides: the body's frame together with the spacing toward the anchor (the original's 12 pt arrow
/// padding) is clamped into the boundary; the result hides when that clamp moved it more than
/// 1 pt along the side's axis, because it would cover the anchor.
enum OriginalPolicy {
    /// A clamp toward or away from the anchor up to this distance still shows the popover.
    static let coverTolerance = 1.0

    @inline(__always)
    static func place(_ input: PlacementInput, preferred: Placement?) -> PlacementResult {
        let placement = preferred ?? Placement(side: input.reference.midY > input.containerMidY ? .top : .bottom)
        let side = placement.side
        let ideal = input.idealBody(placement)
        let frame = extendedTowardAnchor(ideal, side: side, by: input.spacing)
        let dx = shiftInto(origin: frame.minX, length: frame.width, lower: input.boundary.minX, upper: input.boundary.maxX)
        let dy = shiftInto(origin: frame.minY, length: frame.height, lower: input.boundary.minY, upper: input.boundary.maxY)
        let body = ideal.offsetBy(dx: dx, dy: dy)
        let shiftTowardAnchorAxis = side.isVertical ? dy : dx
        let covers = abs(shiftTowardAnchorAxis) > coverTolerance

        var arrow: ArrowPlacement?
        if input.hasArrow {
            // The original clamps the arrow's offset from the body's center to
            // ±max(0, length/2 − 9 − cornerRadius), 9 being its arrow height.
            let center = side.isVertical ? body.midX : body.midY
            let length = side.isVertical ? body.width : body.height
            let reach = max(0, length / 2 - input.arrowHeight - input.cornerRadius)
            arrow = input.arrow(body: body, side: side, lowest: center - reach, highest: center + reach)
        }
        return PlacementResult(
            body: body, placement: placement, arrow: arrow,
            hiddenReason: input.problem ?? (covers ? .wouldCoverAnchor : nil),
            idealBody: ideal,
            maxBodySize: input.maxBodySize(on: side, crossPadding: 0))
    }

    /// The popover's whole frame: the body plus the spacing strip between it and the anchor.
    static func extendedTowardAnchor(_ body: Rect, side: PlacementSide, by spacing: Double) -> Rect {
        switch side {
        case .top: Rect(x: body.minX, y: body.minY, width: body.width, height: body.height + spacing)
        case .bottom: Rect(x: body.minX, y: body.minY - spacing, width: body.width, height: body.height + spacing)
        case .leading: Rect(x: body.minX, y: body.minY, width: body.width + spacing, height: body.height)
        case .trailing: Rect(x: body.minX - spacing, y: body.minY, width: body.width + spacing, height: body.height)
        }
    }
}
