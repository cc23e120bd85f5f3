/// The bubble's arrow: a triangle on the body's edge facing the anchor, its base on that edge and
/// its tip `height` further toward the anchor. The original's defaults: base 27 wide, 9 high, and
/// 12 pt of padding on the arrow side, which leaves the tip `gap` = 3 pt short of the anchor.
public struct ArrowSpec: Hashable, Sendable {
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

    public init(width: Double = 27, height: Double = 9, tipRadius: Double = 3, gap: Double = 3, padding: Double? = nil) {
        self.width = width
        self.height = height
        self.tipRadius = tipRadius
        self.gap = gap
        self.padding = padding
    }

    /// The original bubble's arrow.
    public static let standard = ArrowSpec()
}
