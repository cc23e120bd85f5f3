/// The placement engine: where a popover's bubble body goes, which side of its anchor it is on,
/// where its arrow points, and whether it shows. Pure, allocation-free arithmetic on `Double`s.
///
/// Policies:
/// - `original` (default): side = the preferred one, else top when the anchor's midY is below the
///   container's midY, else bottom. The ideal body sits centered on the attachment point (the middle
///   of the anchor's side), its near edge `arrow.height + arrow.gap` (12 pt) away; that frame plus
///   the 12 pt strip is shifted into the inset container (the leading/top edge wins when it cannot
///   fit); if the shift along the side's axis exceeds 1 pt the result is hidden
///   (`.wouldCoverAnchor`). The arrow's offset from the body's center is clamped to
///   ±max(0, length/2 − arrow.height − cornerRadius).
/// - `edges`: Floating UI's offset, flip, shift and arrow (see `EdgesPolicy`); "auto" prefers the
///   permitted side with the most room. Flip tries the preferred placement, its fallbacks (opposite
///   side; for start/end also the other alignment), then the permitted sides in order. As in
///   Floating UI, flip also checks overflow across the side, so a body that overflows sideways
///   moves to a side where it fits entirely before shift gets a chance; restrict `permittedSides`
///   to `[.top, .bottom]` to keep it above or below. Always visible unless the input is degenerate.
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
/// - An anchor outside the container is placed by the same rules: `original` then usually hides
///   it (the clamp moves it over the anchor), `edges` keeps the body in the container and
///   reports a saturated arrow when the arrow cannot reach the anchor.
/// - A body larger than the container: `original` and `edges` put its leading/top edge on the
///   boundary's (`edges` after `shiftPadding`) and let it overflow the other way; `centered`
///   overflows equally on both sides.
public enum PopoverPlacement {
    public static func compute(_ request: PlacementRequest) -> PlacementResult {
        let input = PlacementInput(request)
        switch request.policy {
        case .original:
            return OriginalPolicy.place(input, preferred: request.preferredPlacement, automaticAlignment: request.automaticAlignment)
        case .edges: return EdgesPolicy.place(input, request: request)
        case .centered: return CenteredPolicy.place(input)
        }
    }
}
