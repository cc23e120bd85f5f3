/// The bubble's arrow: a triangle on the body's edge facing the anchor, its base on that edge and
/// its tip `height` further toward the anchor. The original's defaults: base 27 wide, 9 high, and
/// 12 pt of padding on the arrow side, which leaves the tip `gap` = 3 pt short of the anchor.
///
/// The `standard…` values are the one source of the original arrow's measurements: placement,
/// drawing (`BubbleArrow`) and the demo's pixel verification all take them from here.
public struct ArrowSpec: Hashable, Sendable {
    /// The original arrow's base width.
    public static let standardWidth = 27.0
    /// The original arrow's height, from base to tip.
    public static let standardHeight = 9.0
    /// How far the original arrow's rounded apex reaches down each side.
    public static let standardTipRadius = 3.0
    /// How far the concave joints between the original arrow and the body's edge reach along it.
    public static let standardJointRadius = 4.0
    /// The space the original leaves between the arrow's tip and the anchor.
    public static let standardGap = 3.0

    /// Length of the arrow's base along the body's edge.
    public var width: Double
    /// Distance from the base (on the body's edge) to the tip.
    public var height: Double
    /// Radius rounding the tip; used when drawing, not when placing.
    public var tipRadius: Double
    /// Distance from the tip to the anchor's attachment point.
    public var gap: Double
    /// Distance kept between the arrow's base and the body's corners (Floating UI's arrow padding),
    /// used by the `edges` policy; nil means the body's corner radius.
    public var padding: Double?

    public init(width: Double = standardWidth, height: Double = standardHeight, tipRadius: Double = standardTipRadius,
                gap: Double = standardGap, padding: Double? = nil) {
        self.width = width
        self.height = height
        self.tipRadius = tipRadius
        self.gap = gap
        self.padding = padding
    }

    /// The original bubble's arrow.
    public static let standard = ArrowSpec()
}
