/// One way of choosing where a popover body goes. Every policy answers the same question: the
/// request's geometry made safe (`PlacementGeometry`) and the request itself (for the options
/// only some policies read) in, the engine's answer out. The rules: docs/placement.md.
protocol PlacementPolicy {
    static func place(_ geometry: PlacementGeometry, request: PlacementRequest) -> PlacementResult
}
