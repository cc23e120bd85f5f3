/// Everything the engine needs to place one popover body. Defaults reproduce the original library:
/// the anchor's bounds, the standard arrow, its corner radius and an automatic side. What only
/// some steps read lives with those steps (`Shift`'s padding, `PermittedOrder`'s sides). The
/// terms (body, arrow, spacing, boundary): docs/placement.md.
public struct PlacementRequest: Hashable, Sendable {
    /// The largest magnitude of any number the engine computes with; larger ones are capped to
    /// it, so the result is for other numbers than those given.
    public static let largestMagnitude = 1e9
    /// The original bubble's corner radius (SwiftUI-Popover's `PopoverMessageBubble`, 20).
    public static let originalCornerRadius = 20.0
    /// The original's space between a bubble without an arrow and its anchor (4 pt).
    public static let originalArrowlessGap = 4.0

    /// The anchor's bounds, in the same coordinates as `container`.
    public var anchor: Rect
    /// Which part of the anchor the popover attaches to.
    public var attachment: AttachmentAnchor
    /// The size of the bubble body (without the arrow).
    public var bodySize: Size
    /// The presentation scope's bounds.
    public var container: Rect
    /// The scope's padding: the body is kept inside `container` shrunk by these insets.
    public var containerInset: EdgeInsets
    /// The arrow, or nil for a bubble without one.
    public var arrow: ArrowSpec?
    /// Spacing between body and attachment point when there is no arrow (the original pads 4 pt).
    public var spacingWithoutArrow: Double
    /// The body's corner radius; the arrow stays on the straight part of the edge between corners.
    public var cornerRadius: Double
    /// The side (and alignment) asked for; nil lets the steps pick the side, with
    /// `automaticAlignment`.
    public var preferredPlacement: Placement?
    /// The alignment along the automatically chosen side when `preferredPlacement` is nil.
    public var automaticAlignment: PlacementAlignment

    public init(
        anchor: Rect,
        attachment: AttachmentAnchor = .rect,
        bodySize: Size,
        container: Rect,
        containerInset: EdgeInsets = .zero,
        arrow: ArrowSpec? = .standard,
        spacingWithoutArrow: Double = PlacementRequest.originalArrowlessGap,
        cornerRadius: Double = PlacementRequest.originalCornerRadius,
        preferredPlacement: Placement? = nil,
        automaticAlignment: PlacementAlignment = .center
    ) {
        self.anchor = anchor
        self.attachment = attachment
        self.bodySize = bodySize
        self.container = container
        self.containerInset = containerInset
        self.arrow = arrow
        self.spacingWithoutArrow = spacingWithoutArrow
        self.cornerRadius = cornerRadius
        self.preferredPlacement = preferredPlacement
        self.automaticAlignment = automaticAlignment
    }
}

/// What on the anchor the popover points at, as SwiftUI's `PopoverAttachmentAnchor`.
public enum AttachmentAnchor: Hashable, Sendable {
    /// The anchor's whole bounds: the popover attaches to the middle of the side it is on.
    case rect
    /// One point of the anchor's bounds (Apple's `.popover` and `matchedPopover`): the anchor shrinks to that point.
    case point(UnitPoint)

    /// SwiftUI's spelling of the whole bounds, `.rect(.bounds)`.
    public static func rect(_ source: AnchorSource) -> AttachmentAnchor { .rect }

    /// The part of the anchor a `.rect` attachment covers; SwiftUI's `Anchor<CGRect>.Source`,
    /// of which popovers only take the bounds.
    public enum AnchorSource: Hashable, Sendable {
        case bounds
    }
}

/// SwiftUI's name for what a popover points at.
public typealias PopoverAttachmentAnchor = AttachmentAnchor
