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

    /// The features of two measurements of a glass menu at `scale` pixels per point: its size,
    /// corners and arrow, its rows (each row's icon and title, as a line of text), and its levels.
    static func compareMenus(reference: MenuMeasurement, ours: MenuMeasurement, scale: Double) -> [FeatureComparison] {
        func points(_ pixels: Int?) -> Double? { pixels.map { Double($0) / scale } }
        func width(_ m: BubbleMeasurement) -> Double? { m.isCutLeft || m.isCutRight ? nil : points(m.body.width) }
        func center(_ line: BubbleMeasurement.TextLine) -> Double { Double(line.minY + line.maxY + 1) / 2 }
        func row(_ m: BubbleMeasurement, _ index: Int) -> Double? {
            m.textLines.indices.contains(index) ? points(m.textLines[index].width) : nil
        }
        func pitch(_ m: BubbleMeasurement) -> Double? {
            m.textLines.count >= 2 ? (center(m.textLines[1]) - center(m.textLines[0])) / scale : nil
        }
        func firstRow(_ m: BubbleMeasurement) -> Double? {
            m.textLines.first.map { (center($0) - Double(m.body.minY)) / scale }
        }
        let a = reference.bubble, b = ours.bubble
        return [
            FeatureComparison(feature: "menu width", reference: width(a), ours: width(b)),
            FeatureComparison(feature: "menu height", reference: points(a.body.height), ours: points(b.body.height)),
            FeatureComparison(feature: "corner radius", reference: a.cornerRadius.map { $0 / scale }, ours: b.cornerRadius.map { $0 / scale }),
            FeatureComparison(feature: "arrow height", reference: points(a.arrowWidths.count), ours: points(b.arrowWidths.count)),
            FeatureComparison(feature: "rows", reference: Double(a.textLines.count), ours: Double(b.textLines.count)),
            FeatureComparison(feature: "row 1 width (icon, title)", reference: row(a, 0), ours: row(b, 0)),
            FeatureComparison(feature: "row 2 width (icon, title)", reference: row(a, 1), ours: row(b, 1)),
            FeatureComparison(feature: "row 1 middle from the top", reference: firstRow(a), ours: firstRow(b)),
            FeatureComparison(feature: "row pitch", reference: pitch(a), ours: pitch(b)),
            FeatureComparison(feature: "fill level (0-255)", reference: reference.fill, ours: ours.fill),
            FeatureComparison(feature: "rim over fill (levels)", reference: reference.rim - reference.fill, ours: ours.rim - ours.fill),
            FeatureComparison(feature: "background level", reference: reference.background, ours: ours.background),
            FeatureComparison(feature: "shadow (levels)", reference: reference.background - reference.nearBackground,
                              ours: ours.background - ours.nearBackground),
        ]
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
