/// The arrow of a message bubble, standing on one edge of the body with the original's outline
/// (`ArrowProfile`).
public struct BubbleArrow: Hashable, Sendable {
    /// The side of the body the arrow stands on (it points away from the body).
    public var edge: Edge
    /// The arrow's apex, in absolute points.
    public var tip: Point
    /// The arrow's measurements; the original's by default.
    public var spec: ArrowSpec

    public init(edge: Edge, tip: Point, spec: ArrowSpec = .standard) {
        self.edge = edge
        self.tip = tip
        self.spec = spec
    }

    /// The center of the arrow's base on the body's edge.
    public var baseCenter: Point {
        let height = max(0, spec.height)
        return switch edge {
        case .top: Point(x: tip.x, y: tip.y + height)
        case .bottom: Point(x: tip.x, y: tip.y - height)
        case .leading: Point(x: tip.x + height, y: tip.y)
        case .trailing: Point(x: tip.x - height, y: tip.y)
        }
    }
}
