/// The placements `flip` tries, in order, as Floating UI's `flip()` with default options builds
/// them: the preferred placement; then its fallbacks (the opposite side for a centered placement;
/// for an aligned one, the other alignment, the opposite side, and the opposite side with the
/// other alignment); then each permitted side in priority order with the preferred alignment.
/// Placements on sides that are not permitted are skipped; repeats are harmless (a repeat has the
/// same overflow, and ties keep the earlier one). No storage: the iterator computes each in turn.
struct FlipCandidates: Sequence, IteratorProtocol {
    let preferred: Placement
    let permitted: PermittedSides
    private var stage = 0
    private var permittedIterator: PermittedSides.Iterator

    init(preferred: Placement, permitted: PermittedSides) {
        self.preferred = preferred
        self.permitted = permitted
        permittedIterator = permitted.makeIterator()
    }

    mutating func next() -> Placement? {
        while true {
            let candidate: Placement
            switch stage {
            case 0: candidate = preferred
            case 1: candidate = preferred.alignment == .center ? preferred.flippedSide : preferred.flippedAlignment
            case 2 where preferred.alignment != .center: candidate = preferred.flippedSide
            case 3 where preferred.alignment != .center: candidate = preferred.flippedSide.flippedAlignment
            case 2, 3:
                stage += 1
                continue
            default:
                guard let side = permittedIterator.next() else { return nil }
                return Placement(side: side, alignment: preferred.alignment)
            }
            stage += 1
            if permitted.contains(candidate.side) { return candidate }
        }
    }
}
