/// The outline of a message bubble: a rounded rectangle united with an optional arrow, as one
/// path, so it fills, shadows and clips as a single shape.
public struct BubbleShape: Hashable, Sendable {
    public var body: Rect
    public var cornerRadius: Double
    public var arrow: BubbleArrow?

    public init(body: Rect, cornerRadius: Double, arrow: BubbleArrow? = nil) {
        self.body = body
        self.cornerRadius = cornerRadius
        self.arrow = arrow
    }

    /// The outline, clockwise on screen. The arrow's rounded apex passes exactly through its tip.
    public var path: Path {
        let r = max(0, min(cornerRadius, body.width / 2, body.height / 2))
        var path = Path()
        // Walk the edges clockwise from the top-leading corner; each edge may carry the arrow.
        path.move(to: Point(x: body.minX + r, y: body.minY))
        if let arrow, arrow.edge == .top { appendArrow(arrow, to: &path) }
        path.arc(center: Point(x: body.maxX - r, y: body.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0)
        if let arrow, arrow.edge == .trailing { appendArrow(arrow, to: &path) }
        path.arc(center: Point(x: body.maxX - r, y: body.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2)
        if let arrow, arrow.edge == .bottom { appendArrow(arrow, to: &path) }
        path.arc(center: Point(x: body.minX + r, y: body.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi)
        if let arrow, arrow.edge == .leading { appendArrow(arrow, to: &path) }
        path.arc(center: Point(x: body.minX + r, y: body.minY + r), radius: r, startAngle: .pi, endAngle: 1.5 * .pi)
        path.close()
        return path
    }

    /// Appends the arrow as met walking clockwise along its edge: joint, side, apex, side, joint.
    private func appendArrow(_ arrow: BubbleArrow, to path: inout Path) {
        let base = arrow.baseCenter
        // Unit vector along the edge in the clockwise walking direction, and outward normal.
        let (along, outward): (Point, Point) = switch arrow.edge {
        case .top: (Point(x: 1, y: 0), Point(x: 0, y: -1))
        case .trailing: (Point(x: 0, y: 1), Point(x: 1, y: 0))
        case .bottom: (Point(x: -1, y: 0), Point(x: 0, y: 1))
        case .leading: (Point(x: 0, y: -1), Point(x: -1, y: 0))
        }
        let half = max(0, arrow.baseWidth / 2)
        let height = max(0, arrow.height)
        func at(_ a: Double, _ n: Double) -> Point {
            Point(x: base.x + along.x * a + outward.x * n, y: base.y + along.y * a + outward.y * n)
        }
        let baseStart = at(-half, 0), baseEnd = at(half, 0), tip = at(0, height)
        let sideLength = (half * half + height * height).squareRoot()
        guard sideLength > 0 else { return }
        let joint = max(0, min(arrow.jointRadius, half))
        let tipReach = max(0, min(arrow.tipRadius, sideLength / 2))
        func towards(_ from: Point, _ to: Point, _ distance: Double) -> Point {
            let d = from.distance(to: to)
            guard d > 0 else { return from }
            return Point(x: from.x + (to.x - from.x) * distance / d, y: from.y + (to.y - from.y) * distance / d)
        }
        // Concave joint into the first side.
        path.line(to: at(-half - joint, 0))
        path.quadCurve(to: towards(baseStart, tip, joint), control: baseStart)
        // Rounded apex: the control point is placed so the curve's midpoint is the tip itself.
        let tipIn = towards(tip, baseStart, tipReach), tipOut = towards(tip, baseEnd, tipReach)
        path.line(to: tipIn)
        let control = Point(x: (4 * tip.x - tipIn.x - tipOut.x) / 2, y: (4 * tip.y - tipIn.y - tipOut.y) / 2)
        path.quadCurve(to: tipOut, control: control)
        // Second side and its joint back onto the edge.
        path.line(to: towards(baseEnd, tip, joint))
        path.quadCurve(to: at(half + joint, 0), control: baseEnd)
    }
}
