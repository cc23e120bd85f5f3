/// The library's placement rules, each a list of the same public steps (docs/placement.md):
/// - `original`: SwiftUI-Popover's own: `OriginalSide`, `Constrain`, `HideWhenCovering`,
///   `OriginalArrow`.
/// - `edges`: Floating UI's `computePosition` with offset, flip, shift and arrow
///   (`RoomiestSide`, `Flip`, `Shift`, `FloatingArrow`), or with permitted sides UIKit's order
///   (`PermittedOrder`, `Shift`, `FloatingArrow`).
/// - `centered`: the middle of the boundary without an arrow (`Centered`).
public enum PlacementPolicy: Hashable, Sendable {
    case original
    /// Floating UI's rules; with `permitted` sides, UIKit's order picks the side instead of flip.
    /// `flip` off keeps the requested (or first permitted) side; `shift` nil never slides the body.
    case edges(permitted: PermittedSides = [], flip: Bool = true, shift: Shift? = Shift())
    case centered

    /// Floating UI's rules with every option at its default.
    public static let edges = PlacementPolicy.edges()

    /// The policy's name in the `layout` command's JSON and on the P key.
    public var name: PlacementPolicyName {
        switch self {
        case .original: .original
        case .edges: .edges
        case .centered: .centered
        }
    }

    /// The policy of this name with its options at their defaults.
    public init(_ name: PlacementPolicyName) {
        switch name {
        case .original: self = .original
        case .edges: self = .edges
        case .centered: self = .centered
        }
    }

    /// The original's steps.
    public static let originalSteps = PlacementSteps {
        OriginalSide()
        Constrain()
        HideWhenCovering()
        OriginalArrow()
    }

    /// Floating UI's steps: `flip` and `shift` as given, the arrow re-shifting as `shift` does.
    @inline(__always)
    public static func floatingSteps(flip: Bool, shift: Shift?) -> some PlacementStep {
        PlacementSteps {
            RoomiestSide()
            flip ? Flip() : nil
            shift
            FloatingArrow(shift: shift)
        }
    }

    /// UIKit's order of `permitted` sides, then Floating UI's shift and arrow.
    @inline(__always)
    public static func permittedSteps(_ permitted: PermittedSides, flip: Bool, shift: Shift?) -> some PlacementStep {
        PlacementSteps {
            PermittedOrder(permitted, flip: flip, fitsAfter: shift)
            shift
            FloatingArrow(shift: shift)
        }
    }
}

/// A policy's name: the `layout` command's `"policy"` and `PresentationHost.policy`'s values.
public enum PlacementPolicyName: String, CaseIterable, Hashable, Sendable {
    case original, edges, centered
}

// Not inlinable: the whole placement compiles here, once, with every step's type known, and a
// caller in another module reaches it through one call.
@usableFromInline
func computePlacement(_ request: PlacementRequest, policy: PlacementPolicy) -> PlacementResult {
    var state = PlacementState(request)
    switch policy {
    case .original:
        PlacementEngine.run(PlacementPolicy.originalSteps, on: &state)
    case .edges(let permitted, let flip, let shift):
        if permitted.isEmpty {
            PlacementEngine.run(PlacementPolicy.floatingSteps(flip: flip, shift: shift), on: &state)
        } else {
            PlacementEngine.run(PlacementPolicy.permittedSteps(permitted, flip: flip, shift: shift), on: &state)
        }
    case .centered:
        PlacementEngine.run(Centered(), on: &state)
    }
    return state.result
}
