/// A body whose arrow edge is too short for the arrow and both corners keeps a straight run of
/// edge on each side of the arrow, as Apple's popovers do: its corners shrink, down to half their
/// radius, and a body shorter still is lengthened by the presentation layer to
/// `minimumEdgeLength`. Otherwise the corners would run into the arrow's shoulders and the bubble
/// would turn into a dome (or a chevron on a side edge).
///
/// The original has no such rule; its bodies are wide enough in its example. The `original`
/// placement keeps its own numbers: the arrow's reach still uses the full corner radius.
public enum ShortEdgeFit {
    /// The straight edge kept between a corner and the arrow's shoulder on each side, in points.
    public static let straightRun = 4.0

    /// The shortest arrow edge a body with corners of `cornerRadius` is given.
    public static func minimumEdgeLength(cornerRadius: Double, arrow: ArrowSpec = .standard) -> Double {
        max(0, arrow.width) + 2 * (straightRun + max(0, cornerRadius) / 2)
    }

    /// The corner radius drawn on a body whose arrow edge is `edgeLength` long: `cornerRadius` when
    /// the edge holds the arrow, both corners and the straight runs, less (down to half) when not.
    public static func cornerRadius(_ cornerRadius: Double, edgeLength: Double, arrow: ArrowSpec = .standard) -> Double {
        let room = (edgeLength - max(0, arrow.width)) / 2 - straightRun
        return max(0, min(cornerRadius, max(room, cornerRadius / 2)))
    }
}
