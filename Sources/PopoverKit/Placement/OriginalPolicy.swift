/// The original library's rules (SwiftUI-Popover's `PopoverPresentationModifier`), generalised to
/// all four sides. The original measures in its padded presentation area (its GeometryReader sits
/// inside `.padding(...)`), which here is the boundary, the inset container:
/// - the automatic side is top when the reference's midY is below the boundary's middle (strictly),
///   else bottom;
/// - the body's frame together with the spacing toward the anchor (the original's 12 pt arrow
///   padding) moves by `max(0, lower − start) + min(0, upper − end)` on each axis. A frame that
///   fits ends up inside; a frame longer than the boundary gets both terms when it sticks out on
///   both ends (its far end then lies as far inside the boundary's far end as its start stuck
///   out), and only one when it sticks out on one end, which lines up that end;
/// - the result hides when that move along the side's axis exceeds 1 pt, because it would cover
///   the anchor.
enum OriginalPolicy {
    /// A clamp toward or away from the anchor up to this distance still shows the popover.
    static let coverTolerance = 1.0

    @inline(__always)
    static func place(_ input: PlacementInput, preferred: Placement?, automaticAlignment: PlacementAlignment) -> PlacementResult {
        let placement = preferred
            ?? Placement(side: input.reference.midY > input.boundary.midY ? .top : .bottom, alignment: automaticAlignment)
        let side = placement.side
        let ideal = input.idealBody(placement)
        let frame = extendedTowardAnchor(ideal, side: side, by: input.spacing)
        let dx = constrainingShift(start: frame.minX, end: frame.maxX, lower: input.boundary.minX, upper: input.boundary.maxX)
        let dy = constrainingShift(start: frame.minY, end: frame.maxY, lower: input.boundary.minY, upper: input.boundary.maxY)
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

    /// The original's `constrainedFrame` on one axis: the move that brings a span's start up to
    /// `lower` plus the one that brings its end down to `upper`, each only when needed.
    @inline(__always)
    static func constrainingShift(start: Double, end: Double, lower: Double, upper: Double) -> Double {
        max(0, lower - start) + min(0, upper - end)
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
