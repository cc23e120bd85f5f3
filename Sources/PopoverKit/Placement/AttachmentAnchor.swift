/// What on the anchor the popover points at, as SwiftUI's `PopoverAttachmentAnchor`.
public enum AttachmentAnchor: Hashable, Sendable {
    /// The anchor's whole bounds: the popover attaches to the middle of the side it is on.
    case rect
    /// One point of the anchor's bounds (seeds 001 and 003): the anchor shrinks to that point.
    case point(UnitPoint)
}
