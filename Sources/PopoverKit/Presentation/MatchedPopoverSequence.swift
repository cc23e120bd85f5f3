/// A matched popover's hide-then-show switching (seed 003): the selection says what should
/// show, `shown` is what does. When the selection moves from one id to another, the old
/// popover is hidden first and the new one is shown only when the old one's removal has run
/// its course, so the popover never travels between sources.
struct MatchedPopoverSequence {
    /// The id whose popover is presented now.
    private(set) var shown: AnyHashable?
    /// When the last hide began.
    private var hiddenAt: Double?

    /// How long a removal runs: the presentation coordinator's animation.
    static let removalDuration: Double = {
        let animation = PresentationCoordinator().animation
        switch animation.curve {
        case .timing(_, let duration): return animation.delay + duration
        // A critically damped spring has about settled after its response.
        case .spring(let spring): return animation.delay + spring.response
        }
    }()

    /// When the removal under way ends and the next selection may show; nil when none runs.
    var removalEnd: Double? { hiddenAt.map { $0 + Self.removalDuration } }

    /// Follows `selection` at time `now` and returns the id to present.
    mutating func update(selection: AnyHashable?, now: Double) -> AnyHashable? {
        if selection == shown {
            return shown
        }
        if shown != nil {
            shown = nil
            hiddenAt = now
        } else if let hiddenAt, now - hiddenAt < Self.removalDuration - 1e-9 {
            // The previous popover is still leaving.
        } else {
            shown = selection
            hiddenAt = nil
        }
        return shown
    }
}
