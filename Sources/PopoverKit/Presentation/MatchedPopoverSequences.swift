/// Every matched popover container's hide-then-show sequence, by scope: what must outlive a
/// frame for `matchedPopover`.
struct MatchedPopoverSequences {
    private var sequences: [String: MatchedPopoverSequence] = [:]

    /// Follows the selection of the container `scope` at `now` and returns the id to present.
    mutating func shown(in scope: String, selection: AnyHashable?, now: Double) -> AnyHashable? {
        sequences[scope, default: MatchedPopoverSequence()].update(selection: selection, now: now)
    }

    /// When each removal under way ends.
    var removalEnds: [Double] { sequences.values.compactMap(\.removalEnd) }
}
