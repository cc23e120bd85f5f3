/// How `edges` picks a side when the request lists permitted sides: UIKit's permitted arrow
/// directions (docs/placement.md).
enum PermittedOrder {
    @inline(__always)
    static func placement(_ geometry: PlacementGeometry, request: PlacementRequest) -> Placement {
        let permitted = request.permittedSides
        let alignment = request.preferredPlacement?.alignment ?? request.automaticAlignment
        var preferredSide: PlacementSide?
        if let side = request.preferredPlacement?.side, permitted.contains(side) { preferredSide = side }
        guard request.flip else {
            return Placement(side: preferredSide ?? permitted.first ?? .top, alignment: alignment)
        }
        if let side = preferredSide, fits(geometry, Placement(side: side, alignment: alignment), shift: request.shift) {
            return Placement(side: side, alignment: alignment)
        }
        var roomiest = preferredSide ?? .top
        var roomiestRoom = preferredSide.map { geometry.room(on: $0) } ?? -Double.infinity
        for side in permitted where side != preferredSide {
            let placement = Placement(side: side, alignment: alignment)
            if fits(geometry, placement, shift: request.shift) { return placement }
            let room = geometry.room(on: side)
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
    static func fits(_ geometry: PlacementGeometry, _ placement: Placement, shift: Bool) -> Bool {
        let ideal = geometry.idealBody(placement)
        let body = shift ? EdgesPolicy.shift(ideal, side: placement.side, geometry: geometry) : ideal
        let b = geometry.boundary
        return body.minX >= b.minX - tolerance && body.maxX <= b.maxX + tolerance
            && body.minY >= b.minY - tolerance && body.maxY <= b.maxY + tolerance
    }
}
