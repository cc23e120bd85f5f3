/// The placement engine: where a popover's bubble body goes, which side of its anchor it is on,
/// where its arrow points, and whether it shows, by the request's policy. Pure, allocation-free
/// arithmetic on `Double`s; degenerate input never traps and never yields NaN or infinity. The
/// rules, degenerate input included: docs/placement.md.
public enum PlacementEngine {
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
    let geometry = PlacementGeometry(request)
    switch request.policy {
    case .original: return OriginalPolicy.place(geometry, request: request)
    case .edges: return EdgesPolicy.place(geometry, request: request)
    case .centered: return CenteredPolicy.place(geometry, request: request)
    }
}
