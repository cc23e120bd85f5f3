/// The `original` policy: SwiftUI-Popover's `PopoverPresentationModifier`, generalised to all
/// four sides (docs/placement.md).
enum OriginalPolicy: PlacementPolicy {
    /// A clamp toward or away from the anchor up to this distance still shows the popover.
    static let coverTolerance = 1.0

    @inline(__always)
    static func place(_ geometry: PlacementGeometry, request: PlacementRequest) -> PlacementResult {
        let placement = request.preferredPlacement
            ?? Placement(side: geometry.reference.midY > geometry.boundary.midY ? .top : .bottom,
                         alignment: request.automaticAlignment)
        let side = placement.side
        let ideal = geometry.idealBody(placement)
        let frame = extendedTowardAnchor(ideal, side: side, by: geometry.spacing)
        let dx = constrainingShift(start: frame.minX, end: frame.maxX, lower: geometry.boundary.minX, upper: geometry.boundary.maxX)
        let dy = constrainingShift(start: frame.minY, end: frame.maxY, lower: geometry.boundary.minY, upper: geometry.boundary.maxY)
        let body = ideal.offsetBy(dx: dx, dy: dy)
        let shiftTowardAnchorAxis = side.isVertical ? dy : dx
        let covers = abs(shiftTowardAnchorAxis) > coverTolerance

        var arrow: ArrowPlacement?
        if geometry.hasArrow {
            let center = side.isVertical ? body.midX : body.midY
            let length = side.isVertical ? body.width : body.height
            let reach = max(0, length / 2 - geometry.arrowHeight - geometry.cornerRadius)
            arrow = geometry.arrow(body: body, side: side, lowest: center - reach, highest: center + reach)
        }
        return PlacementResult(
            body: body, placement: placement, arrow: arrow,
            hiddenReason: geometry.problem ?? (covers ? .wouldCoverAnchor : nil),
            idealBody: ideal,
            maxBodySize: geometry.maxBodySize(on: side, crossPadding: 0))
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
