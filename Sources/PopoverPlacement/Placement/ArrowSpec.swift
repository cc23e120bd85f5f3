/// The bubble's arrow: it stands on the body's edge facing the anchor, its base on that edge and
/// its tip `height` further toward the anchor. The original's defaults (SwiftUI-Popover 9a126e0,
/// `MessageBubbleShape`, PopoverMessageBubble.swift:147 and 208-213): `arrowSize` 9 is the height,
/// its arcs have half that radius, and the base is the height plus four radii, 27; the bubble's
/// 12 pt of padding on the arrow side (:53) leaves the tip `gap` = 3 pt short of the anchor.
///
/// The `standard…` values are the one source of the original arrow's measurements: placement,
/// drawing (`BubbleArrow`, `ArrowProfile`) and the demo's pixel verification all take them from here.
public struct ArrowSpec: Hashable, Sendable {
    /// The original arrow's height, from base to tip (`Constants.arrowSize`).
    public static let standardHeight = 9.0
    /// The radius of the original arrow's three arcs (`cornerRadius = arrowHeight * 0.5`).
    public static let standardArcRadius = standardHeight / 2
    /// The original arrow's base width (`arrowWidth = arrowHeight + cornerRadius * 4`).
    public static let standardWidth = standardHeight + 4 * standardArcRadius
    /// The space the original leaves between the arrow's tip and the anchor.
    public static let standardGap = 3.0

    /// Length of the arrow's base along the body's edge.
    public var width: Double
    /// Distance from the base (on the body's edge) to the tip.
    public var height: Double
    /// Radius of the arcs that round the tip and join the sides to the edge; used when drawing,
    /// not when placing.
    public var arcRadius: Double
    /// Distance from the tip to the anchor's attachment point.
    public var gap: Double
    /// Distance kept between the arrow's base and the body's corners (Floating UI's arrow padding),
    /// used by the `edges` policy; nil means the body's corner radius.
    public var padding: Double?

    public init(width: Double = standardWidth, height: Double = standardHeight, arcRadius: Double = standardArcRadius,
                gap: Double = standardGap, padding: Double? = nil) {
        self.width = width
        self.height = height
        self.arcRadius = arcRadius
        self.gap = gap
        self.padding = padding
    }

    /// The original bubble's arrow.
    public static let standard = ArrowSpec()
}
