/// UIKit's permitted arrow directions, as the sides the body may sit on in priority order: the
/// requested side first when permitted, then the others in order; the first where the body fits
/// (after `fitsAfter`'s shift) wins, else the side with the most room (docs/placement.md, "With
/// permitted sides"). Without `flip`, the requested side when permitted, else the first. Records
/// its choice in `data.chosenPlacement`.
public struct PermittedOrder: PlacementStep {
    public var sides: PermittedSides
    public var flip: Bool
    /// The shift whose result counts when checking whether the body fits; nil: where it is placed.
    public var fitsAfter: Shift?

    public init(_ sides: PermittedSides, flip: Bool = true, fitsAfter: Shift? = Shift()) {
        self.sides = sides
        self.flip = flip
        self.fitsAfter = fitsAfter
    }

    /// Rounding in the shift's arithmetic (a start moved to the boundary's may land a few ulps
    /// short of it) does not count as overflowing.
    static let tolerance = 1e-6

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        guard state.data.chosenPlacement == nil else { return .next }
        let chosen = placement(state)
        state.data.chosenPlacement = chosen
        state.place(on: chosen)
        return .next
    }

    @inline(__always)
    func placement(_ state: PlacementState) -> Placement {
        let geometry = state.geometry, requested = state.requestedPlacement
        let alignment = requested?.alignment ?? state.automaticAlignment
        var preferredSide: PlacementSide?
        if let side = requested?.side, sides.contains(side) { preferredSide = side }
        guard flip else {
            return Placement(side: preferredSide ?? sides.first ?? .top, alignment: alignment)
        }
        if let side = preferredSide, fits(geometry, Placement(side: side, alignment: alignment)) {
            return Placement(side: side, alignment: alignment)
        }
        var roomiest = preferredSide ?? .top
        var roomiestRoom = preferredSide.map { geometry.room(on: $0) } ?? -Double.infinity
        for side in sides where side != preferredSide {
            let placement = Placement(side: side, alignment: alignment)
            if fits(geometry, placement) { return placement }
            let room = geometry.room(on: side)
            if room > roomiestRoom {
                roomiest = side
                roomiestRoom = room
            }
        }
        return Placement(side: roomiest, alignment: alignment)
    }

    /// Whether the body on `placement` lies inside the boundary, after the shift when there is one.
    @inline(__always)
    func fits(_ geometry: PlacementGeometry, _ placement: Placement) -> Bool {
        let ideal = geometry.idealBody(placement)
        let body = fitsAfter?.shifted(ideal, side: placement.side, geometry: geometry) ?? ideal
        let b = geometry.boundary, tolerance = Self.tolerance
        return body.minX >= b.minX - tolerance && body.maxX <= b.maxX + tolerance
            && body.minY >= b.minY - tolerance && body.maxY <= b.maxY + tolerance
    }
}
