/// What one attached popover asks of its presentation layer in a frame.
public struct PopoverRequest: Hashable, Sendable {
    /// Identity that persists across frames.
    public var id: String
    public var isPresented: Bool
    /// Hides every other popover of the scope while shown.
    public var isExclusive: Bool
    /// Adds the dimming layer; pressing on it dismisses.
    public var isDismissible: Bool
    /// Shows at once instead of after the insertion delay.
    public var disableDelay: Bool
    /// True while the placement would have to cover the anchor; the popover fades out then.
    public var wouldCoverAnchor: Bool
    public var transition: Transition

    public init(id: String, isPresented: Bool, isExclusive: Bool = false, isDismissible: Bool = false,
                disableDelay: Bool = false, wouldCoverAnchor: Bool = false, transition: Transition = .popover) {
        self.id = id
        self.isPresented = isPresented
        self.isExclusive = isExclusive
        self.isDismissible = isDismissible
        self.disableDelay = disableDelay
        self.wouldCoverAnchor = wouldCoverAnchor
        self.transition = transition
    }
}
