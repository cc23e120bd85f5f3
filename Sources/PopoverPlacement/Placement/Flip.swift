/// Floating UI's `flip()` with its default options, as `computePosition` runs it: when the body
/// overflows the boundary on its placement, the first fallback that fits, else the best of them
/// (docs/placement.md, `edges`). Like Floating UI's, it resets to the placement it chose, once;
/// it records the choice in `data.chosenPlacement`.
public struct Flip: PlacementStep {
    public init() {}

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        guard state.data.chosenPlacement == nil, let initial = state.placement else { return .next }
        let chosen = Self.placement(state.geometry, initial: initial)
        state.data.chosenPlacement = chosen
        return chosen == initial ? .next : .reset(chosen)
    }

    @inline(__always)
    static func placement(_ geometry: PlacementGeometry, initial: Placement) -> Placement {
        // Every candidate is on the initial side's axis: its side or the opposite one, and its
        // alignment or the other one. Overflow past the side depends on the side only; overflow
        // across it on the alignment only.
        let side = initial.side, opposite = side.opposite
        let mainOverflow = overflow(past: side, geometry), oppositeMainOverflow = overflow(past: opposite, geometry)
        let (first, second) = alignmentOverflows(initial.alignment, vertical: side.isVertical, geometry)
        if mainOverflow <= 0 && first <= 0 && second <= 0 { return initial }

        var fittingMainAxis: Placement?
        var fittingMainAxisOverflow = Double.infinity
        var bestFit = initial
        var bestFitTotal = Double.infinity
        let other = initial.alignment.opposite
        let (otherFirst, otherSecond) = initial.alignment == .center
            ? (first, second) : alignmentOverflows(other, vertical: side.isVertical, geometry)
        let count = initial.alignment == .center ? 2 : 4
        for index in 0..<count {
            // 0: initial; centered: 1 opposite side; aligned: 1 other alignment, 2 opposite side,
            // 3 opposite side with the other alignment.
            let onOpposite = count == 2 ? index == 1 : index >= 2
            let otherAlignment = count == 4 && (index == 1 || index == 3)
            let main = onOpposite ? oppositeMainOverflow : mainOverflow
            let cross = otherAlignment ? otherFirst : first, far = otherAlignment ? otherSecond : second
            let candidate = Placement(side: onOpposite ? opposite : side,
                                      alignment: otherAlignment ? other : initial.alignment)
            if main <= 0 && cross <= 0 && far <= 0 { return candidate }
            if main <= 0 && (fittingMainAxis == nil || cross < fittingMainAxisOverflow) {
                fittingMainAxis = candidate
                fittingMainAxisOverflow = cross
            }
            // Summed in this order, positive overflows only, as Floating UI does.
            let total = max(0, main) + max(0, cross) + max(0, far)
            if total < bestFitTotal {
                bestFit = candidate
                bestFitTotal = total
            }
        }
        return fittingMainAxis ?? bestFit
    }

    /// How far the body placed on `side` sticks out past the boundary's edge on that side
    /// (positive = outside).
    @inline(__always)
    static func overflow(past side: PlacementSide, _ geometry: PlacementGeometry) -> Double {
        -geometry.room(on: side)
    }

    /// How far the body aligned `alignment` along a side of the given axis sticks out past the
    /// boundary across it: first past the edge its alignment pushes toward (the trailing or bottom
    /// edge for start, the leading or top edge otherwise, swapped when the reference is longer
    /// than the body), then past the other.
    @inline(__always)
    static func alignmentOverflows(_ alignment: PlacementAlignment, vertical: Bool, _ geometry: PlacementGeometry)
        -> (Double, Double) {
        let ref = geometry.reference, b = geometry.boundary
        let referenceStart = vertical ? ref.minX : ref.minY, referenceLength = vertical ? ref.width : ref.height
        let length = vertical ? geometry.body.width : geometry.body.height
        let lower = vertical ? b.minX : b.minY, upper = vertical ? b.maxX : b.maxY
        let start: Double
        switch alignment {
        case .start: start = referenceStart
        case .center: start = referenceStart + referenceLength / 2 - length / 2
        case .end: start = referenceStart + referenceLength - length
        }
        let belowLower = lower - start, aboveUpper = start + length - upper
        let towardUpper = (alignment == .start) != (referenceLength > length)
        return towardUpper ? (aboveUpper, belowLower) : (belowLower, aboveUpper)
    }
}
