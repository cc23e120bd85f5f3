import PopoverKit
import PopoverRender
import PopoverSDL

/// A line chart of tracking error over time: one solid line per popover for the analytic error,
/// a lighter one for the pixel error, dashed threshold lines, gridlines, ticks and labels.
/// Frames that are hidden or saturated leave gaps; frames whose arrow was not found in the
/// pixels are marked with red ticks along the top.
struct ErrorPlot {
    var log: TrackingLog
    var thresholds: TrackingThresholds
    var title: String
    /// The chart's size in points (pixels at scale 1).
    var size: Size

    init(log: TrackingLog, thresholds: TrackingThresholds = .standard, title: String,
         size: Size = Size(width: 960, height: 540)) {
        self.log = log
        self.thresholds = thresholds
        self.title = title
        self.size = size
    }

    static let palette: [Color] = [0x0A84FF, 0x34C759, 0xAF52DE, 0xFF9500, 0x30B0C7, 0x5856D6, 0xA2845E, 0x8E8E93]
        .map { Color(hex: $0) }
    static let analyticLimitColor = Color(hex: 0x3A3A3C)
    static let pixelLimitColor = Color(hex: 0xFF3B30)
    private static let labelFont = Font(size: 12)
    private static let titleFont = Font(size: 15, weight: .semibold)

    /// The area inside the axes.
    var plotArea: Rect {
        Rect(x: 64, y: 64, width: max(1, size.width - 64 - 24), height: max(1, size.height - 64 - 52))
    }

    /// Renders the chart headlessly at `scale` and writes it as a PNG.
    func write(to path: String, runtime: SDLRuntime, scale: Double = 1) throws {
        try PNGWriter.write(render(runtime: runtime, scale: scale), to: path)
    }

    /// The chart's pixels.
    func render(runtime: SDLRuntime, scale: Double = 1) -> PixelBuffer {
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: scale)
        backend.draw(displayList(measurer: backend.textRenderer))
        return backend.frame
    }

    /// The chart as drawing instructions.
    func displayList(measurer: TextMeasuring) -> DisplayList {
        var list = DisplayList(background: .white)
        let area = plotArea
        let timeAxis = PlotAxis(covering: maxTime, tickCount: 8)
        let errorAxis = PlotAxis(covering: max(thresholds.pixels * 1.5, maxError * 1.05), tickCount: 5)
        func x(_ time: Double) -> Double { area.minX + timeAxis.fraction(time) * area.width }
        func y(_ error: Double) -> Double { area.maxY - errorAxis.fraction(error) * area.height }
        func label(_ text: String, at origin: Point, font: Font = Self.labelFont, color: Color = Color(hex: 0x3C3C43)) {
            list.append(.text(TextRun(text: text, font: font, color: color, origin: origin)))
        }
        let lineHeight = measurer.lineHeight(for: Self.labelFont)

        label(title, at: Point(x: area.minX, y: 12), font: Self.titleFont, color: .black)
        // Gridlines and tick labels.
        let grid = Color(hex: 0xE5E5EA)
        for tick in errorAxis.ticks {
            list.append(.fill(Self.segment(Point(x: area.minX, y: y(tick)), Point(x: area.maxX, y: y(tick)), width: 1), grid))
            let text = errorAxis.label(tick)
            label(text, at: Point(x: area.minX - 8 - measurer.width(of: text, font: Self.labelFont), y: y(tick) - lineHeight / 2))
        }
        for tick in timeAxis.ticks {
            list.append(.fill(Self.segment(Point(x: x(tick), y: area.minY), Point(x: x(tick), y: area.maxY), width: 1), grid))
            let text = timeAxis.label(tick)
            label(text, at: Point(x: x(tick) - measurer.width(of: text, font: Self.labelFont) / 2, y: area.maxY + 6))
        }
        let axisColor = Color(hex: 0x8E8E93)
        list.append(.fill(Self.segment(Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY), width: 1.5), axisColor))
        list.append(.fill(Self.segment(Point(x: area.minX, y: area.minY), Point(x: area.minX, y: area.maxY), width: 1.5), axisColor))
        let xTitle = "time (s)"
        label(xTitle, at: Point(x: area.midX - measurer.width(of: xTitle, font: Self.labelFont) / 2, y: area.maxY + 8 + lineHeight))
        label("error (px)", at: Point(x: 8, y: area.minY - lineHeight - 6))

        list.append(.pushClip(area))
        // Threshold lines.
        for (limit, color) in [(thresholds.analytic, Self.analyticLimitColor), (thresholds.pixels, Self.pixelLimitColor)] {
            list.append(.fill(Self.dashedLine(from: area.minX, to: area.maxX, y: y(limit)), color))
        }
        // Error lines: pixels first (lighter, beneath), then analytic.
        for (index, series) in log.series.enumerated() {
            let color = Self.palette[index % Self.palette.count]
            let lighter = Self.mix(color, .white, 0.55)
            list.append(.fill(Self.polyline(series.samples, value: \.pixelError, x: x, y: y, width: 1.5), lighter))
            list.append(.fill(Self.polyline(series.samples, value: \.analyticError, x: x, y: y, width: 2), color))
            for sample in series.samples where sample.isTracked && sample.isArrowMissing {
                list.append(.fill(.rect(Rect(x: x(sample.time) - 1, y: area.minY, width: 2, height: 8)), Self.pixelLimitColor))
            }
        }
        list.append(.popClip)
        // Threshold labels, at the right end just above their lines.
        for (text, limit, color) in [("analytic limit \(errorAxis.label(thresholds.analytic)) px", thresholds.analytic, Self.analyticLimitColor),
                                     ("pixel limit \(errorAxis.label(thresholds.pixels)) px", thresholds.pixels, Self.pixelLimitColor)] {
            label(text, at: Point(x: area.maxX - 6 - measurer.width(of: text, font: Self.labelFont), y: y(limit) - lineHeight - 1), color: color)
        }
        appendLegend(to: &list, measurer: measurer)
        return list
    }

    /// One entry per popover and method, in a row below the title, right-aligned.
    private func appendLegend(to list: inout DisplayList, measurer: TextMeasuring) {
        let area = plotArea
        let lineHeight = measurer.lineHeight(for: Self.labelFont)
        var entries: [(String, Color)] = []
        for (index, series) in log.series.enumerated() {
            let color = Self.palette[index % Self.palette.count]
            entries.append(("\(series.popover) analytic", color))
            entries.append(("\(series.popover) pixels", Self.mix(color, .white, 0.55)))
        }
        let swatch = 16.0, spacing = 14.0
        let widths = entries.map { swatch + 4 + measurer.width(of: $0.0, font: Self.labelFont) }
        var x = max(area.minX, area.maxX - widths.reduce(0, +) - spacing * Double(max(0, entries.count - 1)))
        let y = 16 + measurer.lineHeight(for: Self.titleFont)
        for (entry, width) in zip(entries, widths) where x + width <= size.width {
            list.append(.fill(Self.segment(Point(x: x, y: y + lineHeight / 2), Point(x: x + swatch, y: y + lineHeight / 2), width: 3), entry.1))
            list.append(.text(TextRun(text: entry.0, font: Self.labelFont, color: .black, origin: Point(x: x + swatch + 4, y: y))))
            x += width + spacing
        }
    }

    private var maxTime: Double {
        log.series.flatMap(\.samples).map(\.time).max() ?? 0
    }

    private var maxError: Double {
        log.series.flatMap(\.samples).filter(\.isTracked)
            .flatMap { [$0.analyticError, $0.pixelError].compactMap { $0 } }.max() ?? 0
    }

    // MARK: - Shapes

    /// A straight stroke of `width` as a filled quadrilateral. Its winding is the same whatever
    /// the direction, so strokes added to one path unite under non-zero filling.
    static func segment(_ a: Point, _ b: Point, width: Double) -> Path {
        var path = Path()
        appendSegment(a, b, width: width, to: &path)
        return path
    }

    private static func appendSegment(_ a: Point, _ b: Point, width: Double, to path: inout Path) {
        let length = a.distance(to: b)
        // Extend by half the width at both ends so consecutive segments overlap at their joints; a
        // lone point becomes a square wound like the rest (a rect could cancel an overlap).
        let d = length > 0 ? Point(x: (b.x - a.x) / length * width / 2, y: (b.y - a.y) / length * width / 2)
            : Point(x: width / 2, y: 0)
        let n = Point(x: -d.y, y: d.x)
        let start = a - d, end = b + d
        path.move(to: start + n)
        path.line(to: end + n)
        path.line(to: end - n)
        path.line(to: start - n)
        path.close()
    }

    /// The tracked samples' `value` joined in time order; untracked frames break the line.
    private static func polyline(_ samples: [TrackingSample], value: KeyPath<TrackingSample, Double?>,
                                 x: (Double) -> Double, y: (Double) -> Double, width: Double) -> Path {
        var path = Path()
        var previous: Point?
        for sample in samples {
            guard sample.isTracked, let error = sample[keyPath: value] else {
                previous = nil
                continue
            }
            let point = Point(x: x(sample.time), y: y(error))
            appendSegment(previous ?? point, point, width: width, to: &path)
            previous = point
        }
        return path
    }

    private static func dashedLine(from start: Double, to end: Double, y: Double) -> Path {
        var path = Path()
        var x = start
        while x < end {
            path.append(.rect(Rect(x: x, y: y - 0.75, width: min(6, end - x), height: 1.5)))
            x += 10
        }
        return path
    }

    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t)
    }
}
