import Foundation

/// The outline of a message bubble, as the original draws it: a rounded rectangle and, as a second
/// subpath, the arrow (`ArrowProfile`), both clockwise on screen so that non-zero filling unites
/// them into one shape that fills, shadows and clips as one.
public struct BubbleShape: Hashable, Sendable {
    public var body: Rect
    public var cornerRadius: Double
    public var arrow: BubbleArrow?

    public init(body: Rect, cornerRadius: Double, arrow: BubbleArrow? = nil) {
        self.body = body
        self.cornerRadius = cornerRadius
        self.arrow = arrow
    }

    /// The corner radius drawn: at most half the shorter side, and less on an arrow edge too short
    /// for the arrow and full corners (`ShortEdgeFit`).
    public var drawnCornerRadius: Double {
        var radius = cornerRadius
        if let arrow {
            radius = ShortEdgeFit.cornerRadius(radius, edgeLength: arrow.edge.isVertical ? body.width : body.height,
                                               arrow: arrow.spec)
        }
        return max(0, min(radius, body.width / 2, body.height / 2))
    }

    /// The outline. The arrow's tip arc passes exactly through its tip.
    public var path: Path {
        var path = Path.roundedRect(body, cornerRadius: drawnCornerRadius)
        if let arrow { path.append(Self.arrowPath(arrow, body: body)) }
        return path
    }

    /// The original's arrow path on the arrow's edge. Its frame runs along the edge in the
    /// direction a clockwise walk around the body takes there, with depth outward: a reflection
    /// of the screen, so the original's order of arcs comes out clockwise, like the body. A tip
    /// farther out than the arrow's height (which placement never asks for) keeps the arrow
    /// attached: its base is joined to the body's edge by straight sides.
    static func arrowPath(_ arrow: BubbleArrow, body: Rect) -> Path {
        let base = arrow.baseCenter
        let (along, outward): (Point, Point) = switch arrow.edge {
        case .top: (Point(x: 1, y: 0), Point(x: 0, y: -1))
        case .trailing: (Point(x: 0, y: 1), Point(x: 1, y: 0))
        case .bottom: (Point(x: -1, y: 0), Point(x: 0, y: 1))
        case .leading: (Point(x: 0, y: -1), Point(x: -1, y: 0))
        }
        func screen(_ p: Point) -> Point {
            Point(x: base.x + along.x * p.x + outward.x * p.y, y: base.y + along.y * p.x + outward.y * p.y)
        }
        /// The screen angle of the direction at `angle` in the arrow's frame.
        func screenAngle(_ angle: Double) -> Double {
            let direction = screen(Point(x: cos(angle), y: sin(angle))) - base
            return atan2(direction.y, direction.x)
        }
        let edgeDepth: Double = switch arrow.edge {
        case .top: base.y - body.minY
        case .bottom: body.maxY - base.y
        case .leading: base.x - body.minX
        case .trailing: body.maxX - base.x
        }
        let profile = ArrowProfile(arrow.spec)
        var path = Path()
        path.move(to: screen(Point(x: -profile.width / 2, y: min(0, edgeDepth))))
        path.line(to: screen(Point(x: -profile.width / 2, y: 0)))
        for arc in profile.arcs {
            let start = screenAngle(arc.startAngle)
            // A reflection turns the other way.
            path.arc(center: screen(arc.center), radius: profile.arcRadius, startAngle: start,
                     endAngle: start - (arc.endAngle - arc.startAngle))
        }
        path.line(to: screen(Point(x: profile.width / 2, y: min(0, edgeDepth))))
        path.close()
        return path
    }
}
