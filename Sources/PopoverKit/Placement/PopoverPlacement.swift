/// The placement engine: where a popover's bubble body goes, which side of its anchor it is on,
/// where its arrow points, and whether it shows. Pure, allocation-free arithmetic on `Double`s.
///
/// Policies:
/// - `original` (default), SwiftUI-Popover's rules (see `OriginalPolicy`): side = the preferred
///   one, else top when the reference's midY is below the middle of the inset container (the
///   original's padded presentation area), else bottom. The ideal body sits centered on the
///   attachment point (the middle of the anchor's side), its near edge `arrow.height + arrow.gap`
///   (12 pt) away; that frame plus the 12 pt strip moves by the original's
///   `max(0, lower − start) + min(0, upper − end)` on each axis; if the move along the side's axis
///   exceeds 1 pt the result is hidden (`.wouldCoverAnchor`). The arrow's offset from the body's
///   center is clamped to ±max(0, length/2 − arrow.height − cornerRadius).
/// - `edges` without permitted sides: Floating UI's `computePosition` with
///   `[offset(arrow.height + arrow.gap), flip(), shift({padding: shiftPadding}), arrow({padding})]`
///   (see `EdgesPolicy` and `FloatingFlip`), starting from the preferred placement, or, when there
///   is none, from the side with the most room with `automaticAlignment`. Flip tries that
///   placement and its fallbacks only (the opposite side; for start/end also the other
///   alignment); shift slides along the side only.
/// - `edges` with permitted sides: UIKit's permitted arrow directions (see `PermittedOrder`): the
///   preferred side if permitted, then the listed sides; the first where the body fits wins, else
///   the one with the most room. Offset, shift and arrow as above.
/// - `centered`: centered in the inset container, no arrow, no side.
///
/// `maxBodySize` is, for every policy, the largest body that fits on the final side.
///
/// Degenerate input never traps and never yields NaN or infinity:
/// - NaN or infinite anchor, container, inset or attachment numbers are replaced by 0 and the
///   result is hidden with `.invalidGeometry` (its frame is computed from the replaced numbers).
/// - A body width or height that is zero, negative, NaN or infinite becomes 0 and the result is
///   hidden with `.emptyBody`; the zero-size body is still placed as usual.
/// - Negative anchor or container sizes extend the other way from the origin (like
///   `CGRect.standardized`); an inset larger than the container leaves a zero-size boundary at its
///   middle; magnitudes beyond 1e9 are capped at 1e9.
/// - Negative, NaN or infinite arrow sizes, gap, padding, corner radius and shift padding become 0.
///
/// Nothing promises a body inside the container:
/// - An anchor outside the container is placed by the same rules. `original` then usually hides
///   the body (the move brings it over the anchor). `edges` keeps it `spacing` from the anchor on
///   the side flip or the permitted order chose: shift slides it along that side into the
///   boundary, but nothing moves it toward or away from the anchor, so it lies as far outside
///   the container as the anchor does, and stays visible; the arrow reports itself saturated
///   when it cannot reach the anchor's middle.
/// - A body larger than the container: under `original` it moves by the formula above (a frame
///   sticking out past both ends gets both terms, one sticking out past one end lines that end
///   up); under `edges`, along the side shift puts its start `shiftPadding` inside the
///   boundary's start and lets it overflow the far end, and away from the anchor it overflows
///   as flip's best fit leaves it; `centered` overflows equally on both sides.
public enum PopoverPlacement {
    // A static method's unused metatype gets it compiled as a thunk around a copy without that
    // parameter, and the thunk copies the 136-byte result once more; inlined into the caller,
    // this forwards straight to a free function that has no such parameter.
    @inlinable
    public static func compute(_ request: PlacementRequest) -> PlacementResult {
        computePlacement(request)
    }
}

@usableFromInline
func computePlacement(_ request: PlacementRequest) -> PlacementResult {
    let input = PlacementInput(request)
    switch request.policy {
    case .original:
        return OriginalPolicy.place(input, preferred: request.preferredPlacement, automaticAlignment: request.automaticAlignment)
    case .edges: return EdgesPolicy.place(input, request: request)
    case .centered: return CenteredPolicy.place(input)
    }
}
