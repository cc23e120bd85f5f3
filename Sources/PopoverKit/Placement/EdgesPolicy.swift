/// Floating UI's `computePosition` (`@floating-ui/core` 1.8.0) with the middleware
/// `[offset(arrow height + gap), flip(), shift({padding: shiftPadding}), arrow({padding})]` and
/// every other option at its default, on our geometry: the boundary is the inset container, the
/// reference is the anchor (or the attachment point), the floating element is the body, the
/// layout left to right. With `permittedSides` the side is chosen UIKit's way instead (see
/// `PermittedOrder`); offset, shift and arrow stay the same.
///
/// How the middleware run together, and what decides each number:
/// - The body starts on the placement, aligned along the reference, `spacing` away from it.
/// - `flip()` tries the preferred placement, then its fallbacks (see `FloatingFlip`), and resets
///   the run to the first that overflows nowhere, or, when none does, to its best fit.
/// - `shift()` slides the body along the side only, to stay `shiftPadding` inside the boundary
///   (a body too long for it starts at the boundary's start plus the padding). Nothing moves it
///   away from the anchor: a body can overflow the boundary across the side.
/// - `arrow()` puts the arrow's base center on the reference's middle, clamped to
///   `padding + arrow width / 2` from the ends of the body's edge (the padding at most half the
///   edge less half the arrow less 1). For a start/end placement whose reference is too short for
///   the arrow to reach past the padding, it moves the body so that the arrow reaches the middle
///   and runs the middleware once more: offset and flip skip that run, shift clamps again.
enum EdgesPolicy {
    @inline(__always)
    static func place(_ input: PlacementInput, request: PlacementRequest) -> PlacementResult {
        let placement: Placement
        if request.permittedSides.isEmpty {
            let initial = request.preferredPlacement
                ?? Placement(side: roomiestSide(input), alignment: request.automaticAlignment)
            placement = request.flip ? FloatingFlip.placement(input, initial: initial) : initial
        } else {
            placement = PermittedOrder.placement(input, request: request)
        }
        let side = placement.side
        let ideal = input.idealBody(placement)
        var body = request.shift ? shift(ideal, side: side, input: input) : ideal

        var arrow: ArrowPlacement?
        if input.hasArrow {
            var reach = arrowReach(body: body, side: side, input: input)
            let target = input.attachmentCoordinate(along: side)
            let referenceLength = side.isVertical ? input.reference.width : input.reference.height
            if placement.alignment != .center, target < reach.lowest || target > reach.highest,
               referenceLength / 2 - reach.padding - input.arrowWidth / 2 < 0 {
                let offset = target < reach.lowest ? target - reach.lowest : target - reach.highest
                body = side.isVertical ? body.offsetBy(dx: offset, dy: 0) : body.offsetBy(dx: 0, dy: offset)
                if request.shift { body = shift(body, side: side, input: input) }
                reach = arrowReach(body: body, side: side, input: input)
            }
            arrow = input.arrow(body: body, side: side, lowest: reach.lowest, highest: reach.highest)
        }
        let crossPadding = request.shift ? input.shiftPadding : 0
        return PlacementResult(body: body, placement: placement, arrow: arrow, hiddenReason: input.problem,
                               idealBody: ideal, maxBodySize: input.maxBodySize(on: side, crossPadding: crossPadding))
    }

    /// The side with the most room for the body, the earliest of top, bottom, leading, trailing
    /// on ties: the starting placement when none is asked for.
    @inline(__always)
    static func roomiestSide(_ input: PlacementInput) -> PlacementSide {
        var best = PlacementSide.top
        var bestRoom = -Double.infinity
        for side in PermittedSides.all {
            let room = input.room(on: side)
            if room > bestRoom {
                best = side
                bestRoom = room
            }
        }
        return best
    }

    /// Floating UI's `shift({padding})` with default options: along the side only, no limiter.
    @inline(__always)
    static func shift(_ body: Rect, side: PlacementSide, input: PlacementInput) -> Rect {
        let b = input.boundary, pad = input.shiftPadding
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
    static func arrowReach(body: Rect, side: PlacementSide, input: PlacementInput)
        -> (lowest: Double, highest: Double, padding: Double) {
        let start = side.isVertical ? body.minX : body.minY
        let length = side.isVertical ? body.width : body.height
        let halfArrow = input.arrowWidth / 2
        let padding = min(input.arrowPadding, length / 2 - halfArrow - 1)
        return (start + padding + halfArrow, start + length - padding - halfArrow, padding)
    }
}
