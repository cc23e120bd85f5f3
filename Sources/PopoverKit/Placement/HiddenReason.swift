/// Why a placement result should not be shown.
public enum HiddenReason: String, Hashable, Sendable {
    /// The original policy had to move the body more than 1 pt toward its anchor to keep it in the
    /// container: it would cover the anchor, so it fades out until there is room again.
    case wouldCoverAnchor
    /// The body's width or height is zero, negative, NaN or infinite: there is nothing to show.
    case emptyBody
    /// The anchor, container, inset or attachment point held a NaN or infinity; the result was
    /// computed with those numbers replaced by 0 and is only good for not crashing.
    case invalidGeometry
}
