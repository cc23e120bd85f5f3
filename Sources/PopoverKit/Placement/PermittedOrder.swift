/// How `edges` picks a side when the request lists permitted sides: UIKit's permitted arrow
/// directions. The preferred side, when it is permitted, is tried first, then the permitted
/// sides in their listed order; the first where the popover fits wins. It fits when the body
/// lies inside the boundary once `shift` has slid it along the side (or, without shift, where
/// it is placed). When no side fits, the side with the most room between the anchor and the
/// boundary wins (the earlier on ties). Without `flip` the preferred side is kept, or the first
/// permitted one when it is not permitted. The preferred alignment applies on whichever side wins.
enum PermittedOrder {
    @inline(__always)
    static func placement(_ input: PlacementInput, request: PlacementRequest) -> Placement {
        let permitted = request.permittedSides
        let alignment = request.preferredPlacement?.alignment ?? request.automaticAlignment
        var preferredSide: PlacementSide?
        if let side = request.preferredPlacement?.side, permitted.contains(side) { preferredSide = side }
        guard request.flip else {
            return Placement(side: preferredSide ?? permitted.first ?? .top, alignment: alignment)
        }
        if let side = preferredSide, fits(input, Placement(side: side, alignment: alignment), shift: request.shift) {
            return Placement(side: side, alignment: alignment)
        }
        var roomiest = preferredSide ?? .top
        var roomiestRoom = preferredSide.map { input.room(on: $0) } ?? -Double.infinity
        for side in permitted where side != preferredSide {
            let placement = Placement(side: side, alignment: alignment)
            if fits(input, placement, shift: request.shift) { return placement }
            let room = input.room(on: side)
            if room > roomiestRoom {
                roomiest = side
                roomiestRoom = room
            }
        }
        return Placement(side: roomiest, alignment: alignment)
    }

    /// Rounding in the shift's arithmetic (a start moved to the boundary's may land a few ulps
    /// short of it) does not count as overflowing.
    static let tolerance = 1e-6

    /// Whether the body on `placement` lies inside the boundary, after shift when it is on.
    @inline(__always)
    static func fits(_ input: PlacementInput, _ placement: Placement, shift: Bool) -> Bool {
        let ideal = input.idealBody(placement)
        let body = shift ? EdgesPolicy.shift(ideal, side: placement.side, input: input) : ideal
        let b = input.boundary
        return body.minX >= b.minX - tolerance && body.maxX <= b.maxX + tolerance
            && body.minY >= b.minY - tolerance && body.maxY <= b.maxY + tolerance
    }
}
