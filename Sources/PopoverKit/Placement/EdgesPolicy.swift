/// The `edges` policy: Floating UI's `computePosition` with offset, flip, shift and arrow, or,
/// with permitted sides, UIKit's order (`PermittedOrder`) for the side (docs/placement.md).
enum EdgesPolicy: PlacementPolicy {
    @inline(__always)
    static func place(_ geometry: PlacementGeometry, request: PlacementRequest) -> PlacementResult {
        let placement: Placement
        if request.permittedSides.isEmpty {
            let initial = request.preferredPlacement
                ?? Placement(side: roomiestSide(geometry), alignment: request.automaticAlignment)
            placement = request.flip ? FloatingFlip.placement(geometry, initial: initial) : initial
        } else {
            placement = PermittedOrder.placement(geometry, request: request)
        }
        let side = placement.side
        let ideal = geometry.idealBody(placement)
        var body = request.shift ? shift(ideal, side: side, geometry: geometry) : ideal

        var arrow: ArrowPlacement?
        if geometry.hasArrow {
            var reach = arrowReach(body: body, side: side, geometry: geometry)
            let target = geometry.attachmentCoordinate(along: side)
            let referenceLength = side.isVertical ? geometry.reference.width : geometry.reference.height
            if placement.alignment != .center, target < reach.lowest || target > reach.highest,
               referenceLength / 2 - reach.padding - geometry.arrowWidth / 2 < 0 {
                let offset = target < reach.lowest ? target - reach.lowest : target - reach.highest
                body = side.isVertical ? body.offsetBy(dx: offset, dy: 0) : body.offsetBy(dx: 0, dy: offset)
                if request.shift { body = shift(body, side: side, geometry: geometry) }
                reach = arrowReach(body: body, side: side, geometry: geometry)
            }
            arrow = geometry.arrow(body: body, side: side, lowest: reach.lowest, highest: reach.highest)
        }
        let crossPadding = request.shift ? geometry.shiftPadding : 0
        return PlacementResult(body: body, placement: placement, arrow: arrow, hiddenReason: geometry.problem,
                               idealBody: ideal, maxBodySize: geometry.maxBodySize(on: side, crossPadding: crossPadding))
    }

    /// The side with the most room for the body, the earliest of top, bottom, leading, trailing
    /// on ties: the starting placement when none is asked for.
    @inline(__always)
    static func roomiestSide(_ geometry: PlacementGeometry) -> PlacementSide {
        var best = PlacementSide.top
        var bestRoom = -Double.infinity
        for side in PermittedSides.all {
            let room = geometry.room(on: side)
            if room > bestRoom {
                best = side
                bestRoom = room
            }
        }
        return best
    }

    /// Floating UI's `shift({padding})` with default options: along the side only, no limiter.
    @inline(__always)
    static func shift(_ body: Rect, side: PlacementSide, geometry: PlacementGeometry) -> Rect {
        let b = geometry.boundary, pad = geometry.shiftPadding
        if side.isVertical {
            let dx = shiftInto(origin: body.minX, length: body.width, lower: b.minX + pad, upper: b.maxX - pad)
            return body.offsetBy(dx: dx, dy: 0)
        }
        let dy = shiftInto(origin: body.minY, length: body.height, lower: b.minY + pad, upper: b.maxY - pad)
        return body.offsetBy(dx: 0, dy: dy)
    }

    /// Where the arrow's base center may go along the body's anchor-facing edge, as Floating UI's
    /// `arrow({padding})`: `padding`, at most half the edge less half the arrow less 1, from
    /// either end, measured to the arrow's base. The arrow is `arrowWidth` long on every side.
    @inline(__always)
    static func arrowReach(body: Rect, side: PlacementSide, geometry: PlacementGeometry)
        -> (lowest: Double, highest: Double, padding: Double) {
        let start = side.isVertical ? body.minX : body.minY
        let length = side.isVertical ? body.width : body.height
        let halfArrow = geometry.arrowWidth / 2
        let padding = min(geometry.arrowPadding, length / 2 - halfArrow - 1)
        return (start + padding + halfArrow, start + length - padding - halfArrow, padding)
    }
}
