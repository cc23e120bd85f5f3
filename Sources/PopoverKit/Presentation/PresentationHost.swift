/// The state behind every presentation scope of one app: the frame time, the placement policy,
/// the idiom's flags and the coordinators that remember each scope's popovers across frames,
/// with the frame's placements and the state the styles keep between frames. The app hands it
/// down with `.environment(PresentationHostKey.self, host)` and calls `beginFrame(at:)` before
/// each layout.
public final class PresentationHost {
    public private(set) var now: Double = 0
    /// `original` by default; `edges` applies Floating UI's flip and shift to library popovers.
    public var policy: PlacementPolicyName = .original
    /// TV: a tap (not a press) on the dimming dismisses.
    public var dismissesOnTap = false
    /// Phone: system popovers adapt into sheets unless their content opts out.
    public var isCompact = false
    private var coordinators: [String: PresentationCoordinator] = [:]
    /// What the scopes placed during the last layout.
    var frame = FramePlacements()
    /// matchedPopover containers' hide-then-show sequences.
    var matchedSequences = MatchedPopoverSequences()
    /// Item popovers' last content, shown while they fade out.
    var itemContents = ItemPopoverContents()

    public init() {}

    /// Where every scope placed its popovers during the last layout.
    public var placements: [PlacedPopover] { frame.popovers }

    /// Starts a frame at `time` seconds: scopes advance their transitions to it.
    public func beginFrame(at time: Double) {
        now = time
        frame.startFrame()
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
        let removals = matchedSequences.removalEnds.filter { $0 > now }
        return (changes + removals).min()
    }

    /// Whether the popover `id` of `scope` shows nothing until it is presented again.
    func hasLeft(_ id: String, scope: String) -> Bool {
        coordinators[scope]?.hasLeft(id) ?? true
    }

    func update(scope: String, requests: [PopoverRequest]) -> (frame: PresentationFrame, dismissible: [String]) {
        var coordinator = coordinators[scope] ?? PresentationCoordinator()
        let frame = coordinator.update(requests, now: now)
        coordinators[scope] = coordinator
        return (frame, coordinator.dismissibleIDs)
    }
}

/// The environment key that hands the host to presentation scopes.
public enum PresentationHostKey: EnvironmentKey {
    public static var defaultValue: PresentationHost? { nil }
}
