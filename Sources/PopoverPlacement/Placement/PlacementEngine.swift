/// The placement engine: where a popover's bubble body goes, which side of its anchor it is on,
/// where its arrow points, and whether it shows, by a list of steps. Pure arithmetic on `Double`s
/// that allocates nothing for the library's policies; degenerate input never traps and never
/// yields NaN or infinity. The rules, degenerate input included: docs/placement.md.
public enum PlacementEngine {
    /// Resets honoured per placement, as Floating UI's `computePosition` allows 50.
    public static let resetLimit = 50

    /// Places `request` by one of the library's policies.
    @inlinable
    public static func compute(_ request: PlacementRequest, policy: PlacementPolicy = .original) -> PlacementResult {
        computePlacement(request, policy: policy)
    }

    /// Places `request` by a list of steps of the caller's own.
    @inlinable
    public static func compute(_ request: PlacementRequest, steps: some PlacementStep) -> PlacementResult {
        var state = PlacementState(request)
        run(steps, on: &state)
        return state.result
    }

    /// Runs `steps` on `state`, again from the first step after each reset; once `resetLimit`
    /// resets have run, a further one ends the list where it is.
    @inlinable @inline(__always)
    public static func run(_ steps: some PlacementStep, on state: inout PlacementState) {
        while case .reset(let placement) = steps.apply(to: &state), state.resets < resetLimit {
            state.reset(to: placement)
        }
    }
}
