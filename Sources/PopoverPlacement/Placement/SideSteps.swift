/// Picks the side when the request leaves it open: top when the reference's middle is below the
/// boundary's (strictly), else bottom, with the automatic alignment. The original's rule.
public struct OriginalSide: PlacementStep {
    public init() {}

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        if state.placement == nil {
            let g = state.geometry
            state.place(on: Placement(side: g.reference.midY > g.boundary.midY ? .top : .bottom,
                                      alignment: state.automaticAlignment))
        }
        return .next
    }
}

/// Picks the side when the request leaves it open: the one with the most room for the body, the
/// earliest of top, bottom, leading, trailing on ties, with the automatic alignment.
public struct RoomiestSide: PlacementStep {
    public init() {}

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        if state.placement == nil {
            state.place(on: Placement(side: Self.side(state.geometry), alignment: state.automaticAlignment))
        }
        return .next
    }

    @inline(__always)
    static func side(_ geometry: PlacementGeometry) -> PlacementSide {
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
}

/// The body in the middle of the boundary, on no side and without an arrow (UIKit's "centered
/// without arrow"). A body larger than the boundary overflows it equally on both sides.
public struct Centered: PlacementStep {
    public init() {}

    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        state.center()
        return .next
    }
}
