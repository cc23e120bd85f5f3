/// What one attached popover asks of its presentation layer in a frame.
public struct PopoverRequest: Hashable, Sendable {
    /// Identity that persists across frames.
    public var id: String
    public var isPresented: Bool
    /// Hides every other popover of the scope while shown.
    public var isExclusive: Bool
    /// A press outside (on the dimming layer) dismisses.
    public var isDismissible: Bool
    /// Shows the dimming while shown (the library's dismissible popovers; Apple's close on an
    /// outside press without one).
    public var dims: Bool
    /// Shows at once instead of after the insertion delay.
    public var disableDelay: Bool
    /// True while the placement would have to cover the anchor; the popover fades out then.
    public var wouldCoverAnchor: Bool
    public var transition: Transition

    public init(id: String, isPresented: Bool, isExclusive: Bool = false, isDismissible: Bool = false,
                disableDelay: Bool = false, wouldCoverAnchor: Bool = false, transition: Transition = .popover,
                dims: Bool? = nil) {
        self.id = id
        self.isPresented = isPresented
        self.isExclusive = isExclusive
        self.isDismissible = isDismissible
        self.dims = dims ?? isDismissible
        self.disableDelay = disableDelay
        self.wouldCoverAnchor = wouldCoverAnchor
        self.transition = transition
    }
}
