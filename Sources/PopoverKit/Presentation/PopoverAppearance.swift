/// How a popover looks in this frame: its transition state, and whether it takes input.
public struct PopoverAppearance: Hashable, Sendable {
    public var id: String
    /// Opacity, offset and scale from the insertion/removal transition, with the fade for
    /// covering the anchor folded into the opacity.
    public var state: TransitionState
    /// False when fully transparent: nothing to draw.
    public var isRendered: Bool { state.opacity > 0 }
    /// True when the popover is (becoming) shown, so it receives pointer input.
    public var isInteractive: Bool

    public init(id: String, state: TransitionState, isInteractive: Bool) {
        self.id = id
        self.state = state
        self.isInteractive = isInteractive
    }
}

/// The presentation layer's decisions for one frame.
public struct PresentationFrame: Hashable, Sendable {
    /// One per request, in request order.
    public var appearances: [PopoverAppearance]
    /// The dimming layer's strength, 0...1 (multiplies the black 10% fill).
    public var dimming: Double
    /// True while a shown dismissible popover makes the dimming catch pointer presses.
    public var dimmingCatchesInput: Bool

    public func appearance(of id: String) -> PopoverAppearance? { appearances.first { $0.id == id } }
}
