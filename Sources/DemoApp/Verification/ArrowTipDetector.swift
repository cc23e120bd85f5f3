import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// Finds a bubble arrow's tip in a rendered frame from its pixels alone.
///
/// Allowed prior knowledge: the bubble's fill color, the arrow's shape (its size, not its
/// position), the edge it stands on and a search window around where it may be. The tip's
/// coordinates come from the pixels:
///
/// 1. Each pixel's fill coverage is estimated against the background (see `FillCoverage`), so
///    anti-aliasing and a drop shadow beneath the arrow are accounted for.
/// 2. Only pixels connected to the body (the window's innermost row) are kept. Summing their
///    coverage across each row perpendicular to the arrow's axis gives the arrow's width
///    at that row (exact for an area-sampling rasterizer). Rows are taken from the body outward up
///    to the first empty row, so an anchor beyond the gap is never mistaken for the arrow.
/// 3. Along the straight part of the sides the width shrinks linearly toward the apex; a line
///    fitted to those rows' widths reaches zero where the sides, extended, would meet. The arrow's
///    outline (`ArrowProfile`) puts that point a known distance past the tip, which the tip's arc
///    rounds off, so the tip lies that distance back along the axis. Which rows are straight
///    follows from the outline and the current tip estimate, refined a few times from a rough
///    first guess (the last covered row).
/// 4. Across the axis, the tip is the coverage-weighted center of those rows (the arrow is
///    symmetric about its axis).
nonisolated struct ArrowTipDetector {
    /// The bubble's fill color.
    var fill: Color
    /// The color under the bubble before any shadow; nil samples it from the window's outermost row.
    var background: Color?
    /// Pixels per point of the frame.
    var scale: Double
    /// The arrow's outline (points): its straight sides are fitted, the arcs left out.
    var profile: ArrowProfile

    /// A detector for arrows drawn from `spec`, as `BubbleArrow` draws them.
    init(fill: Color, background: Color? = nil, scale: Double, spec: ArrowSpec = .standard) {
        self.fill = fill
        self.background = background
        self.scale = scale
        profile = ArrowProfile(spec)
    }

    /// The window to search for the arrow on `edge` of `body`: the strip just inside that edge,
    /// the arrow's height beyond it and `margin` more (keep `margin` below the arrow's gap to its
    /// anchor), spanning the edge's length.
    static func searchWindow(body: Rect, edge: Edge, arrowHeight: Double, inset: Double = 2, margin: Double = 2) -> Rect {
        let depth = inset + arrowHeight + margin
        switch edge {
        case .top: return Rect(x: body.minX, y: body.minY - arrowHeight - margin, width: body.width, height: depth)
        case .bottom: return Rect(x: body.minX, y: body.maxY - inset, width: body.width, height: depth)
        case .leading: return Rect(x: body.minX - arrowHeight - margin, y: body.minY, width: depth, height: body.height)
        case .trailing: return Rect(x: body.maxX - inset, y: body.minY, width: depth, height: body.height)
        }
    }

    /// The tip of the arrow standing on `edge`, in points, or nil when no arrow is found in `window`.
    /// The window's innermost strip must lie inside the body (as `searchWindow` makes it).
    func detectTip(in frame: PixelBuffer, edge: Edge, window: Rect) -> Point? {
        guard scale > 0, scale.isFinite, profile.height > 0, profile.width > 0 else { return nil }
        let rect = PixelRect.covering(window.minX, window.minY, window.width, window.height, scale: scale)
            .intersection(frame.bounds)
        guard !rect.isEmpty else { return nil }
        let axis = ArrowAxis(edge: edge, rect: rect)
        let coverage = FillCoverage(fill: fill, background: background ?? sampledBackground(frame, axis))
        let grid = Self.connectedToBody(coverage.isSolvable ? coverageGrid(frame, axis, coverage) : edgeCoverageGrid(frame, axis))
        guard let arrowRows = arrowRows(grid) else { return nil }

        // Rough tip: the outer boundary of the last covered row.
        var tipAxial = axis.axialCenter(ofRow: arrowRows.upperBound - 1) + 0.5
        var fitted: (axial: Double, rows: [Int])?
        for _ in 0..<4 {
            let rows = straightRows(in: arrowRows, axis: axis, tipAxial: tipAxial)
            guard let crossing = zeroWidthCrossing(rows: rows, grid: grid, axis: axis) else { return nil }
            let axial = crossing - (profile.flankMeetingDepth - profile.height) * scale
            fitted = (axial, rows)
            if abs(axial - tipAxial) < 1e-3 { break }
            tipAxial = axial
        }
        guard let fitted, let lateral = weightedCenter(rows: fitted.rows, grid: grid, axis: axis) else { return nil }
        return axis.point(axial: fitted.axial, lateral: lateral, scale: scale)
    }

    // MARK: - Steps

    /// Per-pixel coverage, indexed [row][index] in the arrow's frame; tiny values (quantization
    /// noise over a shadow) are zeroed so long rows do not accumulate them.
    private func coverageGrid(_ frame: PixelBuffer, _ axis: ArrowAxis, _ coverage: FillCoverage) -> [[Double]] {
        (0..<axis.rowCount).map { row in
            (0..<axis.rowLength).map { index in
                let (x, y) = axis.pixel(row: row, index: index)
                let c = coverage.coverage(of: frame[x, y])
                return c < 0.01 ? 0 : c
            }
        }
    }

    /// Per-pixel coverage for a fill of the background's own hue (a white panel on a white page,
    /// seen only against its shadow): pixels of exactly the fill are covered; the two pixels
    /// beyond each end of such a run are its anti-aliased edge, their coverage read against the
    /// pixel just past them (the shadow there changes by about a level a pixel). An edge with
    /// too little contrast to read is left uncovered.
    private func edgeCoverageGrid(_ frame: PixelBuffer, _ axis: ArrowAxis) -> [[Double]] {
        func channel(_ value: Double) -> UInt32 { UInt32(max(0, min(1, value)) * 255 + 0.5) }
        let fillPixel = channel(fill.red) << 16 | channel(fill.green) << 8 | channel(fill.blue)
        let fillLevel = Self.level(fillPixel)
        return (0..<axis.rowCount).map { row in
            let pixels = (0..<axis.rowLength).map { index in
                let (x, y) = axis.pixel(row: row, index: index)
                return frame[x, y] & 0xFFFFFF
            }
            var cells = pixels.map { $0 == fillPixel ? 1.0 : 0.0 }
            func edge(_ partial: [Int], beyond: Int) {
                guard pixels.indices.contains(beyond), pixels[beyond] != fillPixel else { return }
                let shade = Self.level(pixels[beyond])
                guard abs(fillLevel - shade) >= 12 else { return }
                for index in partial where pixels.indices.contains(index) && pixels[index] != fillPixel {
                    let c = (Self.level(pixels[index]) - shade) / (fillLevel - shade)
                    cells[index] = c < 0.02 ? 0 : min(1, c)
                }
            }
            for index in pixels.indices where pixels[index] == fillPixel {
                if index == 0 || pixels[index - 1] != fillPixel { edge([index - 1, index - 2], beyond: index - 3) }
                if index == pixels.count - 1 || pixels[index + 1] != fillPixel { edge([index + 1, index + 2], beyond: index + 3) }
            }
            return cells
        }
    }

    /// A pixel's brightness: the sum of its channels.
    private static func level(_ pixel: UInt32) -> Double {
        Double((pixel >> 16) & 0xFF) + Double((pixel >> 8) & 0xFF) + Double(pixel & 0xFF)
    }

    /// Keeps only the covered pixels connected (4-neighbours) to the body, seeded by the solidly
    /// covered pixels of the window's innermost row, so fill-colored things near the arrow that do
    /// not touch the bubble (another popover, an anchor) are left out.
    static func connectedToBody(_ grid: [[Double]]) -> [[Double]] {
        guard let length = grid.first?.count else { return grid }
        var kept = grid.map { Array(repeating: 0.0, count: $0.count) }
        var stack = (0..<length).filter { grid[0][$0] > 0.5 }.map { (0, $0) }
        for (row, index) in stack { kept[row][index] = grid[row][index] }
        while let (row, index) = stack.popLast() {
            for (r, i) in [(row - 1, index), (row + 1, index), (row, index - 1), (row, index + 1)]
            where r >= 0 && r < grid.count && i >= 0 && i < length && kept[r][i] == 0 && grid[r][i] > 0 {
                kept[r][i] = grid[r][i]
                stack.append((r, i))
            }
        }
        return kept
    }

    /// The rows holding the arrow: from the first covered row to the last one before an empty row.
    private func arrowRows(_ grid: [[Double]]) -> Range<Int>? {
        let widths = grid.map { $0.reduce(0, +) }
        guard let first = widths.firstIndex(where: { $0 > 0.05 }) else { return nil }
        let end = widths[first...].firstIndex(where: { $0 <= 0.05 }) ?? widths.count
        return first..<end
    }

    /// Rows lying wholly on the straight part of the sides, given the tip's axial coordinate.
    private func straightRows(in rows: Range<Int>, axis: ArrowAxis, tipAxial: Double) -> [Int] {
        let flank = profile.flank
        let nearTip = (profile.height - flank.end.y) * scale
        let nearBase = (profile.height - flank.start.y) * scale
        return rows.filter { row in
            let center = axis.axialCenter(ofRow: row)
            return center - 0.5 >= tipAxial - nearBase && center + 0.5 <= tipAxial - nearTip
        }
    }

    /// Fits width = a + b·axial over `rows` and returns where the width reaches zero.
    private func zeroWidthCrossing(rows: [Int], grid: [[Double]], axis: ArrowAxis) -> Double? {
        guard rows.count >= 3 else { return nil }
        let points = rows.map { (axis.axialCenter(ofRow: $0), grid[$0].reduce(0, +)) }
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.0 } / n
        let meanY = points.reduce(0) { $0 + $1.1 } / n
        var sxx = 0.0, sxy = 0.0
        for (x, y) in points {
            sxx += (x - meanX) * (x - meanX)
            sxy += (x - meanX) * (y - meanY)
        }
        guard sxx > 0 else { return nil }
        let slope = sxy / sxx
        // The arrow's sides narrow it outward by about 2.2 per unit (the original's); a flat
        // profile is not an arrow.
        guard slope < -0.2 else { return nil }
        return meanX - meanY / slope
    }

    /// The coverage-weighted lateral center of `rows`.
    private func weightedCenter(rows: [Int], grid: [[Double]], axis: ArrowAxis) -> Double? {
        var sum = 0.0, weighted = 0.0
        for row in rows {
            for (index, c) in grid[row].enumerated() where c > 0 {
                sum += c
                weighted += c * axis.lateralCenter(ofIndex: index)
            }
        }
        return sum > 0 ? weighted / sum : nil
    }

    /// The most common hue in the window's outermost row, beyond the arrow's tip. A shadow's
    /// gradient gives each background pixel a different value but the same hue, so pixels are
    /// grouped by their color divided by its brightest channel; the brightest of the largest group
    /// stands for the background.
    private func sampledBackground(_ frame: PixelBuffer, _ axis: ArrowAxis) -> Color {
        var groups: [Int: (count: Int, brightest: UInt32, level: UInt32)] = [:]
        for index in 0..<axis.rowLength {
            let (x, y) = axis.pixel(row: axis.rowCount - 1, index: index)
            let pixel = frame[x, y]
            let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
            let level = max(r, g, b)
            guard level > 0 else { continue }
            let key = Int(r * 31 / level) << 10 | Int(g * 31 / level) << 5 | Int(b * 31 / level)
            var group = groups[key] ?? (0, pixel, level)
            group.count += 1
            if level > group.level { (group.brightest, group.level) = (pixel, level) }
            groups[key] = group
        }
        let largest = groups.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }
        return Color(hex: largest?.value.brightest ?? 0xFFFFFF)
    }
}
