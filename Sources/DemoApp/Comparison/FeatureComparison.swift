import Foundation

/// One measured feature of a bubble, in points, on the reference picture and on ours.
struct FeatureComparison: Equatable {
    var feature: String
    /// Nil where the picture does not show it (the bubble runs off the picture, or has fewer
    /// lines of text).
    var reference: Double?
    var ours: Double?

    /// Ours minus the reference, when both are known.
    var difference: Double? {
        guard let reference, let ours else { return nil }
        return ours - reference
    }

    /// The arrow rows compared: its width at these distances from the body, in points.
    static let arrowRowDistances = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]

    /// The features of two measurements of pictures at `scale` pixels per point.
    static func compare(reference: BubbleMeasurement, ours: BubbleMeasurement, scale: Double) -> [FeatureComparison] {
        func points(_ pixels: Int?) -> Double? { pixels.map { Double($0) / scale } }
        func width(_ m: BubbleMeasurement) -> Double? { m.isCutLeft || m.isCutRight ? nil : points(m.body.width) }
        var rows = [
            FeatureComparison(feature: "bubble width", reference: width(reference), ours: width(ours)),
            FeatureComparison(feature: "bubble height", reference: points(reference.body.height), ours: points(ours.body.height)),
            FeatureComparison(feature: "corner radius", reference: reference.cornerRadius.map { $0 / scale },
                              ours: ours.cornerRadius.map { $0 / scale }),
            FeatureComparison(feature: "arrow height", reference: points(reference.arrowWidths.count),
                              ours: points(ours.arrowWidths.count)),
        ]
        for distance in arrowRowDistances {
            rows.append(FeatureComparison(feature: String(format: "arrow width at %.1f pt", distance),
                                          reference: points(arrowWidth(reference, at: distance, scale: scale)),
                                          ours: points(arrowWidth(ours, at: distance, scale: scale))))
        }
        for index in 0..<max(reference.textLines.count, ours.textLines.count) {
            func line(_ m: BubbleMeasurement) -> Double? {
                guard m.textLines.indices.contains(index), !m.textLines[index].isCut else { return nil }
                return points(m.textLines[index].width)
            }
            rows.append(FeatureComparison(feature: "text line \(index + 1) width", reference: line(reference), ours: line(ours)))
        }
        return rows
    }

    /// The bubble's width as a share of a screen `screenPixels` wide, in percent.
    static func screenShare(reference: BubbleMeasurement, ours: BubbleMeasurement, screenPixels: Double) -> FeatureComparison {
        func share(_ m: BubbleMeasurement) -> Double? {
            m.isCutLeft || m.isCutRight ? nil : 100 * Double(m.body.width) / screenPixels
        }
        return FeatureComparison(feature: "bubble share of screen width (%)", reference: share(reference), ours: share(ours))
    }

    /// The arrow's width in the pixel row `distance` points from the body; nil past its tip.
    static func arrowWidth(_ m: BubbleMeasurement, at distance: Double, scale: Double) -> Int? {
        let row = Int((distance * scale).rounded(.down))
        return m.arrowWidths.indices.contains(row) ? m.arrowWidths[row] : nil
    }

    /// "12.3" or "–".
    static func format(_ value: Double?, signed: Bool = false) -> String {
        guard let value else { return "–" }
        return String(format: signed ? "%+.1f" : "%.1f", value)
    }
}
