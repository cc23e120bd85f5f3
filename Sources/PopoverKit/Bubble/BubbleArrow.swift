/// The arrow of a message bubble: a rounded triangle standing on one edge of the body.
public struct BubbleArrow: Hashable, Sendable {
    /// The side of the body the arrow stands on (it points away from the body).
    public var edge: Edge
    /// The arrow's apex, in absolute points.
    public var tip: Point
    /// Width of the arrow where it meets the body.
    public var baseWidth: Double
    /// Distance from the base to the apex.
    public var height: Double
    /// How far the apex's rounding reaches down each side.
    public var tipRadius: Double
    /// How far the concave joint between the arrow and the edge reaches along the edge.
    public var jointRadius: Double

    /// Defaults: the original arrow's measurements (`ArrowSpec.standard…`).
    public init(edge: Edge, tip: Point, baseWidth: Double = ArrowSpec.standardWidth, height: Double = ArrowSpec.standardHeight,
                tipRadius: Double = ArrowSpec.standardTipRadius, jointRadius: Double = ArrowSpec.standardJointRadius) {
        self.edge = edge
        self.tip = tip
        self.baseWidth = baseWidth
        self.height = height
        self.tipRadius = tipRadius
        self.jointRadius = jointRadius
    }

    /// The center of the arrow's base on the body's edge.
    public var baseCenter: Point {
        switch edge {
        case .top: Point(x: tip.x, y: tip.y + height)
        case .bottom: Point(x: tip.x, y: tip.y - height)
        case .leading: Point(x: tip.x + height, y: tip.y)
        case .trailing: Point(x: tip.x - height, y: tip.y)
        }
    }
}
