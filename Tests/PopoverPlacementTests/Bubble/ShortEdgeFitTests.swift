import Testing
@testable import PopoverPlacement

/// A short arrow edge keeps a straight run of edge each side of the arrow: never a dome (the
/// corners meeting the arrow's shoulders) nor, on a side edge, a chevron.
@Suite struct ShortEdgeFitTests {
    /// The straight edge between the corner's end and the arrow's shoulder, on the shorter side.
    static func straightRun(_ shape: BubbleShape) -> Double {
        let arrow = shape.arrow!
        let (start, end, at) = arrow.edge.isVertical
            ? (shape.body.minX, shape.body.maxX, arrow.tip.x) : (shape.body.minY, shape.body.maxY, arrow.tip.y)
        let r = shape.drawnCornerRadius, half = ArrowSpec.standardWidth / 2
        return min(at - half - (start + r), end - r - (at + half))
    }

    @Test(arguments: [6.0, 9.0, 12.0, 16.0, 20.0])
    func everyEdgeFromTheMinimumUpKeepsStraightRuns(radius: Double) {
        let minimum = ShortEdgeFit.minimumEdgeLength(cornerRadius: radius)
        var length = minimum
        while length < minimum + 80 {
            for edge in Edge.allCases {
                let body = edge.isVertical ? Rect(x: 10, y: 10, width: length, height: 90)
                                           : Rect(x: 10, y: 10, width: 90, height: length)
                let tip: Point = switch edge {
                case .top: Point(x: body.midX, y: body.minY - 9)
                case .bottom: Point(x: body.midX, y: body.maxY + 9)
                case .leading: Point(x: body.minX - 9, y: body.midY)
                case .trailing: Point(x: body.maxX + 9, y: body.midY)
                }
                let shape = BubbleShape(body: body, cornerRadius: radius, arrow: BubbleArrow(edge: edge, tip: tip))
                #expect(Self.straightRun(shape) >= ShortEdgeFit.straightRun - 1e-9, "\(edge) \(length) r \(radius)")
                // The corners shrink at most to half, and not at all on an edge with room.
                #expect(shape.drawnCornerRadius >= radius / 2 - 1e-9)
                if length >= ArrowSpec.standardWidth + 2 * (ShortEdgeFit.straightRun + radius) {
                    #expect(shape.drawnCornerRadius == radius)
                }
            }
            length += 0.37
        }
    }
}
