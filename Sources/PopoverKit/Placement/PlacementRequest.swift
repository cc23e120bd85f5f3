/// Everything the engine needs to place one popover body. Defaults reproduce the original library:
/// the anchor's bounds, the standard arrow, its corner radius, the `original` policy and an
/// automatic side. The terms (body, arrow, spacing, boundary): docs/placement.md.
public struct PlacementRequest: Hashable, Sendable {
    /// The largest magnitude of any number the engine computes with; larger ones are capped to
    /// it, so the result is for other numbers than those given.
    public static let largestMagnitude = 1e9

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
    public var policy: PlacementPolicyName
    /// The side (and alignment) asked for; nil lets the policy pick the side, with
    /// `automaticAlignment`.
    public var preferredPlacement: Placement?
    /// The alignment along the automatically chosen side when `preferredPlacement` is nil.
    public var automaticAlignment: PlacementAlignment
    /// Sides the `edges` policy may use, in priority order, chosen UIKit's way (`PermittedOrder`).
    /// Empty (the default): any side, chosen by Floating UI's `flip()`.
    public var permittedSides: PermittedSides
    /// Whether `edges` may move to another side when the preferred one overflows.
    public var flip: Bool
    /// Whether `edges` slides the body along its side to stay inside the inset container.
    public var shift: Bool
    /// Extra distance `edges` keeps from the inset container's edges when shifting.
    public var shiftPadding: Double

    public init(
        anchor: Rect,
        attachment: AttachmentAnchor = .rect,
        bodySize: Size,
        container: Rect,
        containerInset: EdgeInsets = .zero,
        arrow: ArrowSpec? = .standard,
        spacingWithoutArrow: Double = PopoverConstants.arrowlessGap,
        cornerRadius: Double = PopoverConstants.cornerRadius,
        policy: PlacementPolicyName = .original,
        preferredPlacement: Placement? = nil,
        automaticAlignment: PlacementAlignment = .center,
        permittedSides: PermittedSides = [],
        flip: Bool = true,
        shift: Bool = true,
        shiftPadding: Double = 0
    ) {
        self.anchor = anchor
        self.attachment = attachment
        self.bodySize = bodySize
        self.container = container
        self.containerInset = containerInset
        self.arrow = arrow
        self.spacingWithoutArrow = spacingWithoutArrow
        self.cornerRadius = cornerRadius
        self.policy = policy
        self.preferredPlacement = preferredPlacement
        self.automaticAlignment = automaticAlignment
        self.permittedSides = permittedSides
        self.flip = flip
        self.shift = shift
        self.shiftPadding = shiftPadding
    }
}

/// What on the anchor the popover points at, as SwiftUI's `PopoverAttachmentAnchor`.
public enum AttachmentAnchor: Hashable, Sendable {
    /// The anchor's whole bounds: the popover attaches to the middle of the side it is on.
    case rect
    /// One point of the anchor's bounds (seeds 001 and 003): the anchor shrinks to that point.
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
