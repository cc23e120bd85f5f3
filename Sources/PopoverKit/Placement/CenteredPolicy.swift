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
