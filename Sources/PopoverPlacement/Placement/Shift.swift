/// Floating UI's `shift({padding})` with its other options at their defaults: slides the body
/// along its side only, to stay `padding` inside the boundary; a body too long for that starts at
/// the boundary's start plus the padding. Records the move in `data.shift`.
public struct Shift: PlacementStep, Hashable {
    /// Distance kept from the boundary's edges.
    public var padding: Double

    public init(padding: Double = 0) {
        self.padding = padding
    }

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        guard let side = state.placement?.side else { return .next }
        let before = state.body
        state.body = shifted(before, side: side, geometry: state.geometry)
        state.crossPadding = PlacementGeometry.length(padding)
        state.data.shift = Point(x: state.body.minX - before.minX, y: state.body.minY - before.minY)
        return .next
    }

    /// `body` on `side` slid into the boundary less the padding.
    @inline(__always)
    public func shifted(_ body: Rect, side: PlacementSide, geometry: PlacementGeometry) -> Rect {
        let b = geometry.boundary, pad = PlacementGeometry.length(padding)
        if side.isVertical {
            let dx = shiftInto(origin: body.minX, length: body.width, lower: b.minX + pad, upper: b.maxX - pad)
            return body.offsetBy(dx: dx, dy: 0)
        }
        let dy = shiftInto(origin: body.minY, length: body.height, lower: b.minY + pad, upper: b.maxY - pad)
        return body.offsetBy(dx: 0, dy: dy)
    }
}
