/// The state behind every presentation scope of one app: the frame time, the placement policy
/// and the coordinators that remember each scope's popovers across frames. The app hands it
/// down with `.environment(PresentationHostKey.self, host)` and calls `beginFrame(at:)` before
/// each layout; scopes then record where they put each popover, for overlays and verification.
public final class PresentationHost {
    public private(set) var now: Double = 0
    /// `original` by default; `edges` applies Floating UI's flip and shift to library popovers.
    public var policy: PlacementPolicy = .original
    /// TV: a tap (not a press) on the dimming dismisses.
    public var dismissesOnTap = false
    /// Phone: system popovers adapt into sheets unless their content opts out.
    public var isCompact = false
    /// A drawing fault for tests: moves every drawn arrow tip by this much, to prove the
    /// verifier's pixel check catches it. Internal: tests reach it with `@testable import`.
    var arrowFault = Point.zero
    /// Where every scope placed its popovers during the last layout.
    public private(set) var placements: [PlacedPopover] = []
    private var coordinators: [String: PresentationCoordinator] = [:]
    /// Small per-popover state that must outlive a frame, by popover identity: the last item of
    /// an item popover (shown while it fades out), a matched popover's hide-then-show sequence.
    var retained: [String: Any] = [:]

    public init() {}

    /// Starts a frame at `time` seconds: scopes advance their transitions to it.
    public func beginFrame(at time: Double) {
        now = time
        placements.removeAll(keepingCapacity: true)
    }

    /// When the popovers laid out in the last frame will next look different with no new
    /// input: that frame's time while any transition moves, a later time for a change already
    /// scheduled (a delayed insertion, the end of a matched popover's removal), nil when all
    /// rest. Scopes the last frame did not lay out (a scene switched away) are left out: they
    /// no longer advance.
    public var nextChange: Double? {
        let changes = coordinators.values.compactMap { coordinator in
            coordinator.lastUpdateTime == now ? coordinator.nextChange : nil
        }
        let removals = retained.values.compactMap { ($0 as? MatchedPopoverSequence)?.removalEnd }.filter { $0 > now }
        return (changes + removals).min()
    }

    func update(scope: String, requests: [PopoverRequest]) -> (frame: PresentationFrame, dismissible: [String]) {
        var coordinator = coordinators[scope] ?? PresentationCoordinator()
        let frame = coordinator.update(requests, now: now)
        coordinators[scope] = coordinator
        return (frame, coordinator.dismissibleIDs)
    }

    func record(_ placed: PlacedPopover) {
        placements.append(placed)
    }
}

/// The environment key that hands the host to presentation scopes.
public enum PresentationHostKey: EnvironmentKey {
    public static var defaultValue: PresentationHost? { nil }
}

/// One popover as its scope placed it in a frame.
public struct PlacedPopover: Sendable {
    public var id: String
    public var scope: String
    public var anchor: Rect
    /// The point on the anchor the arrow aims at.
    public var attachmentPoint: Point
    /// The scope's frame shrunk by its padding: where bodies must stay.
    public var container: Rect
    public var placement: PlacementResult
    public var appearance: PopoverAppearance
    /// The gap the arrow tip keeps from the attachment point.
    public var arrowGap: Double
    /// The tip as drawn (the placement's tip plus any injected fault), in points.
    public var drawnTip: Point?
    public var fill: Color?

    /// True when shown fully enough to be measured: opaque, unscaled, not sliding.
    public var isSteady: Bool {
        appearance.state.opacity >= 0.999 && appearance.state.scale == 1 && appearance.state.offset == .zero
    }
}
