/// How the engine chooses where a popover body goes.
public enum PlacementPolicy: String, CaseIterable, Hashable, Sendable {
    /// The original library's rules: above the anchor when the anchor is in the lower half of the
    /// container (else below) unless a side is forced, clamped into the inset container, hidden
    /// when the clamp moves it more than 1 pt toward its anchor.
    case original
    /// Any side with alignment, flip and shift, as Floating UI's
    /// `computePosition` with `[offset(arrow height + gap), flip(), shift({padding}), arrow({padding})]`.
    case edges
    /// Centered in the inset container, without an arrow (UIKit's "centered without arrow").
    case centered
}
