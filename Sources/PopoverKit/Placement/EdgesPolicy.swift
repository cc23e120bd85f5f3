/// Floating UI's `computePosition` with the middleware
/// `[offset(arrow height + gap), flip(), shift({padding}), arrow({padding})]` and their default
/// options, on our geometry: the boundary is the inset container, the reference is the anchor (or
/// the attachment point), the floating element is the body, left-to-right layout.
enum EdgesPolicy {
    @inline(__always)
    static func place(_ input: PlacementInput, request: PlacementRequest) -> PlacementResult {
        let permitted = request.permittedSides.resolved
        var preferred = request.preferredPlacement ?? Placement(side: roomiestSide(input, permitted: permitted))
        if !permitted.contains(preferred.side), let first = permitted.first {
            preferred.side = first
        }
        let (placement, ideal) = request.flip
            ? flip(input, preferred: preferred, permitted: permitted)
            : (preferred, input.idealBody(preferred))
        let side = placement.side
        var body = request.shift ? shift(ideal, side: side, input: input) : ideal

        var arrow: ArrowPlacement?
        if input.hasArrow {
            var reach = arrowReach(body: body, side: side, input: input)
            // Floating UI's arrow() moves an aligned body when the anchor is too short for the arrow
            // to reach it past the padding, then lets shift() run once more (offset and flip skip).
            let target = input.attachmentCoordinate(along: side)
            let anchorLength = side.isVertical ? input.reference.width : input.reference.height
            if placement.alignment != .center, target < reach.lowest || target > reach.highest,
               anchorLength / 2 - reach.padding - input.arrowWidth / 2 < 0 {
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

    /// The permitted side with the most room for the body, the earliest on ties (used for "auto").
    static func roomiestSide(_ input: PlacementInput, permitted: PermittedSides) -> PlacementSide {
        var best = PlacementSide.top
        var bestRoom = -Double.infinity
        for side in permitted {
            let room = input.room(on: side)
            if room > bestRoom {
                best = side
                bestRoom = room
            }
        }
        return best
    }

    /// Floating UI's `flip()` with default options (main and cross axis checked, fallback strategy
    /// "bestFit"): the first candidate that overflows nowhere; otherwise, among those that fit
    /// along the side's axis, the one overflowing least past its main alignment side; otherwise
    /// the one with the least total overflow. Ties keep the earlier candidate. Returns the
    /// placement and its body frame.
    @inline(__always)
    static func flip(_ input: PlacementInput, preferred: Placement, permitted: PermittedSides) -> (Placement, Rect) {
        // The usual case first: the preferred placement overflows nowhere.
        let preferredRect = input.idealBody(preferred)
        if overflowsNowhere(preferredRect, side: preferred.side, boundary: input.boundary) {
            return (preferred, preferredRect)
        }
        var bestFittingMainAxis: (Placement, Rect)?
        var bestFittingOverflow = Double.infinity
        var leastOverflowing = (preferred, Rect.zero)
        var leastTotal = Double.infinity
        for candidate in FlipCandidates(preferred: preferred, permitted: permitted) {
            let rect = input.idealBody(candidate)
            let overflows = Overflows(of: rect, in: input.boundary)
            let (mainSide, crossSide) = alignmentSides(candidate, input: input)
            let main = overflows[candidate.side], first = overflows[mainSide], second = overflows[crossSide]
            if main <= 0 && first <= 0 && second <= 0 { return (candidate, rect) }
            if main <= 0 && (bestFittingMainAxis == nil || first < bestFittingOverflow) {
                bestFittingMainAxis = (candidate, rect)
                bestFittingOverflow = first
            }
            let total = max(0, main) + max(0, first) + max(0, second)
            if total < leastTotal {
                leastOverflowing = (candidate, rect)
                leastTotal = total
            }
        }
        return bestFittingMainAxis ?? leastOverflowing
    }

    /// Whether a body on `side` stays inside the boundary past its own edge and both edges across.
    @inline(__always)
    static func overflowsNowhere(_ rect: Rect, side: PlacementSide, boundary: Rect) -> Bool {
        switch side {
        case .top: rect.minY >= boundary.minY && rect.minX >= boundary.minX && rect.maxX <= boundary.maxX
        case .bottom: rect.maxY <= boundary.maxY && rect.minX >= boundary.minX && rect.maxX <= boundary.maxX
        case .leading: rect.minX >= boundary.minX && rect.minY >= boundary.minY && rect.maxY <= boundary.maxY
        case .trailing: rect.maxX <= boundary.maxX && rect.minY >= boundary.minY && rect.maxY <= boundary.maxY
        }
    }

    /// Floating UI's `getAlignmentSides`: the boundary edges across the side's axis, the one the
    /// alignment pushes toward first (swapped when the reference is longer than the body).
    @inline(__always)
    static func alignmentSides(_ placement: Placement, input: PlacementInput) -> (Edge, Edge) {
        var main: Edge
        if placement.side.isVertical {
            main = placement.alignment == .start ? .trailing : .leading
            if input.reference.width > input.body.width { main = main.opposite }
        } else {
            main = placement.alignment == .start ? .bottom : .top
            if input.reference.height > input.body.height { main = main.opposite }
        }
        return (main, main.opposite)
    }

    /// Floating UI's `shift({padding})` with default options: slide along the side (not away from
    /// the anchor) to stay `shiftPadding` inside the boundary; a body too long goes to the start.
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
    /// `arrow({padding})`: `padding` (at most half the edge less half the arrow less 1) from
    /// either end, measured to the arrow's base; then kept within the body's edge.
    @inline(__always)
    static func arrowReach(body: Rect, side: PlacementSide, input: PlacementInput)
        -> (lowest: Double, highest: Double, padding: Double) {
        let start = side.isVertical ? body.minX : body.minY
        let length = side.isVertical ? body.width : body.height
        let halfArrow = input.arrowWidth / 2
        let padding = min(input.arrowPadding, length / 2 - halfArrow - 1)
        let lowest = max(start, start + padding + halfArrow)
        let highest = min(start + length, start + length - padding - halfArrow)
        return (lowest, highest, padding)
    }
}
