import PopoverKit

/// Where an arrow's tip should be: `gap` short of the anchor's attachment point, along the axis of
/// an arrow standing on `edge`. Computed from the anchor, independently of the placement engine.
nonisolated struct TrackingTarget: Hashable, Sendable {
    /// The point on the anchor the arrow points at, in points.
    var attachmentPoint: Point
    /// The body edge the arrow stands on (it points away from the body, toward the anchor).
    var edge: Edge
    /// The distance the tip stops short of the attachment point (`ArrowSpec.gap`).
    var gap: Double

    init(attachmentPoint: Point, edge: Edge, gap: Double) {
        self.attachmentPoint = attachmentPoint
        self.edge = edge
        self.gap = gap
    }

    /// The target for an arrow on `edge` pointing at `anchor` through `attachment`: the middle of
    /// the anchor's side facing the body for `.rect`, the unit point itself for `.point`.
    init(anchor: Rect, attachment: AttachmentAnchor, edge: Edge, gap: Double) {
        let point: Point = switch attachment {
        case .point(let unit): anchor.point(at: unit)
        case .rect:
            switch edge {
            case .bottom: Point(x: anchor.midX, y: anchor.minY)
            case .top: Point(x: anchor.midX, y: anchor.maxY)
            case .trailing: Point(x: anchor.minX, y: anchor.midY)
            case .leading: Point(x: anchor.maxX, y: anchor.midY)
            }
        }
        self.init(attachmentPoint: point, edge: edge, gap: gap)
    }

    /// The unit vector in the direction an arrow on `edge` points.
    static func outward(_ edge: Edge) -> Point {
        switch edge {
        case .top: Point(x: 0, y: -1)
        case .bottom: Point(x: 0, y: 1)
        case .leading: Point(x: -1, y: 0)
        case .trailing: Point(x: 1, y: 0)
        }
    }

    /// Where the tip belongs.
    var expectedTip: Point {
        let direction = Self.outward(edge)
        return Point(x: attachmentPoint.x - direction.x * gap, y: attachmentPoint.y - direction.y * gap)
    }
}
