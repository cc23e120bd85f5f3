import Foundation

/// The arrow's outline as the original draws it (`MessageBubbleShape.arrowPath(size:)`,
/// SwiftUI-Popover 9a126e0, PopoverMessageBubble.swift:208-239), in the arrow's own frame: `x`
/// along the edge from the arrow's axis, `y` the depth from the body's edge toward the tip.
///
/// Three arcs of radius `arcRadius`: a shoulder centred (−width/2, r) from −90° to −45°, the tip
/// centred (0, height − r) from 135° back to 45° through (0, height), and a shoulder centred
/// (width/2, r) from 225° to 270°. Straight lines join each arc's end to the next one's start (as
/// `Path.addArc` does); the arcs end at 45°, but the lines between those ends are a little
/// flatter (41.7° from the edge for the original's numbers), so the outline bends slightly there.
public struct ArrowProfile: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var arcRadius: Double

    public init(_ spec: ArrowSpec = .standard) {
        width = max(0, spec.width)
        height = max(0, spec.height)
        arcRadius = max(0, spec.arcRadius)
    }

    /// sin 45° = cos 45°.
    private static let diagonal = 0.5.squareRoot()

    /// The arcs in drawing order, walking from the shoulder at −width/2 to the one at +width/2.
    public var arcs: [(center: Point, startAngle: Double, endAngle: Double)] {
        let r = arcRadius
        return [
            (Point(x: -width / 2, y: r), -.pi / 2, -.pi / 4),
            (Point(x: 0, y: height - r), 3 * .pi / 4, .pi / 4),
            (Point(x: width / 2, y: r), 5 * .pi / 4, 3 * .pi / 2),
        ]
    }

    /// The straight side on the −x half: from the shoulder arc's end to the tip arc's start.
    public var flank: (start: Point, end: Point) {
        let r = arcRadius, d = arcRadius * Self.diagonal
        return (Point(x: -width / 2 + d, y: r - d), Point(x: -d, y: height - r + d))
    }

    /// The depth at which the straight sides, extended, meet on the axis (past the tip, which
    /// the tip's arc rounds off).
    public var flankMeetingDepth: Double {
        let (start, end) = flank
        guard end.x != start.x else { return height }
        return start.y + (0 - start.x) * (end.y - start.y) / (end.x - start.x)
    }
}
