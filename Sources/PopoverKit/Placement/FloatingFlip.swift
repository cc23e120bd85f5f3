/// Floating UI's `flip()` with its default options, as `computePosition` runs it.
///
/// The placements tried, in order: the preferred one, then its fallbacks. For a centered
/// placement the fallback is the opposite side; for a start/end placement it is the other
/// alignment, the opposite side, and the opposite side with the other alignment. Each is checked
/// where `offset` puts it, on the main axis (its own side) and across it (both alignment sides).
/// The first that overflows nowhere wins. When none does, among those that fit on their own side
/// the one overflowing its main alignment side least wins; when none fits on its own side either,
/// the one with the smallest sum of overflows wins. Ties keep the earlier placement.
enum FloatingFlip {
    @inline(__always)
    static func placement(_ input: PlacementInput, initial: Placement) -> Placement {
        var fittingMainAxis: Placement?
        var fittingMainAxisOverflow = Double.infinity
        var bestFit = initial
        var bestFitTotal = Double.infinity
        let count = initial.alignment == .center ? 2 : 4
        for index in 0..<count {
            let candidate = fallback(index, of: initial)
            let overflows = Overflows(of: input.idealBody(candidate), in: input.boundary)
            let (mainSide, crossSide) = EdgesPolicy.alignmentSides(candidate, input: input)
            let main = overflows[candidate.side], first = overflows[mainSide], second = overflows[crossSide]
            if main <= 0 && first <= 0 && second <= 0 { return candidate }
            if main <= 0 && (fittingMainAxis == nil || first < fittingMainAxisOverflow) {
                fittingMainAxis = candidate
                fittingMainAxisOverflow = first
            }
            // Summed in this order, positive overflows only, as Floating UI does.
            let total = max(0, main) + max(0, first) + max(0, second)
            if total < bestFitTotal {
                bestFit = candidate
                bestFitTotal = total
            }
        }
        return fittingMainAxis ?? bestFit
    }

    /// The placement tried at `index`: 0 is the preferred one, then its fallbacks.
    @inline(__always)
    static func fallback(_ index: Int, of initial: Placement) -> Placement {
        switch index {
        case 0: initial
        case 1: initial.alignment == .center ? initial.flippedSide : initial.flippedAlignment
        case 2: initial.flippedSide
        default: initial.flippedSide.flippedAlignment
        }
    }
}
