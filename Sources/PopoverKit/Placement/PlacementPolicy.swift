/// How the engine chooses where a popover body goes.
public enum PlacementPolicy: String, CaseIterable, Hashable, Sendable {
    /// The original library's rules: above the anchor when the anchor is in the lower half of the
    /// inset container (the original's padded area; else below) unless a side is forced, moved
    /// into the inset container by the original's formula, hidden when that moves it more than
    /// 1 pt toward or away from its anchor.
    case original
    /// Any side with alignment, as Floating UI's `computePosition` with
    /// `[offset(arrow height + gap), flip(), shift({padding}), arrow({padding})]`; with permitted
    /// sides, the side is chosen in UIKit's order instead.
    case edges
    /// Centered in the inset container, without an arrow (UIKit's "centered without arrow").
    case centered
}

/// Centered in the boundary with no arrow (seed 004's "centered without arrow"). A body larger than
/// the boundary stays centered and overflows it equally on both sides.
enum CenteredPolicy {
    static func place(_ input: PlacementInput) -> PlacementResult {
        let b = input.boundary
        let body = Rect(x: b.midX - input.body.width / 2, y: b.midY - input.body.height / 2,
                        width: input.body.width, height: input.body.height)
        return PlacementResult(body: body, placement: nil, arrow: nil, hiddenReason: input.problem,
                               idealBody: body, maxBodySize: b.size)
    }
}
