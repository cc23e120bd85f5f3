/// The `centered` policy: the body in the middle of the boundary, no arrow, no side
/// (docs/placement.md).
enum CenteredPolicy: PlacementPolicy {
    static func place(_ geometry: PlacementGeometry, request: PlacementRequest) -> PlacementResult {
        let b = geometry.boundary
        let body = Rect(x: b.midX - geometry.body.width / 2, y: b.midY - geometry.body.height / 2,
                        width: geometry.body.width, height: geometry.body.height)
        return PlacementResult(body: body, placement: nil, arrow: nil, hiddenReason: geometry.problem,
                               idealBody: body, maxBodySize: b.size)
    }
}
