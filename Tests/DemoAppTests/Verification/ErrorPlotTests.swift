import Foundation
import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

@MainActor
@Suite struct ErrorPlotTests {
    /// Two popovers over two seconds at 60 fps; the second one saturates for a while.
    static func sampleLog() -> TrackingLog {
        var log = TrackingLog()
        for frame in 0..<120 {
            let t = Double(frame) / 60
            log.record(TrackingSample(time: t, isVisible: true, isSaturated: false,
                                      analyticError: 0.1 + 0.05 * sin(t * 6), pixelError: 0.3 + 0.2 * sin(t * 4)), popover: "menu")
            let saturated = (40..<70).contains(frame)
            log.record(frame < 10 ? .hidden(time: t)
                : TrackingSample(time: t, isVisible: true, isSaturated: saturated, analyticError: saturated ? 6 : 0.02,
                                 pixelError: saturated ? 6.2 : 1.2 * Double(frame) / 120), popover: "tooltip")
        }
        return log
    }

    @Test func writesAPNGOfTheRequestedSizeWithAChart() throws {
        let runtime = try SharedSDL.headless()
        let plot = ErrorPlot(log: Self.sampleLog(), title: "verify example", size: Size(width: 720, height: 400))
        let frame = plot.render(runtime: runtime)
        #expect(frame.width == 720 && frame.height == 400)
        let drawn = frame.pixels.filter { $0 != 0xFFFFFF }.count
        #expect(drawn > 720 * 400 / 50, "\(drawn) non-background pixels")
        // The first popover's analytic line is drawn in its palette color.
        #expect(frame.pixels.contains(0x0A84FF))
        // The pixel limit (1 px) is a red dashed line across the chart at its height: the error axis
        // covers max(1.5, 1.2·1.05) → 0…1.5, so 1 px sits a third of the way down the plot area.
        let area = plot.plotArea
        let limitY = Int(area.maxY - area.height / 1.5)
        let reds = (Int(area.minX)..<Int(area.maxX)).filter { frame[$0, limitY] == 0xFF3B30 }.count
        #expect(reds > Int(area.width) / 3)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("error-plot-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try plot.write(to: path, runtime: runtime)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 720 && height == 400)
    }

    @Test func axisRoundsUpToNiceSteps() {
        let axis = PlotAxis(covering: 1.26, tickCount: 5)
        #expect(axis.step == 0.5 && axis.upperBound == 1.5)
        #expect(axis.ticks == [0, 0.5, 1, 1.5])
        #expect(axis.label(1) == "1.0")
        let time = PlotAxis(covering: 9.98, tickCount: 8)
        #expect(time.step == 2 && time.upperBound == 10)
        #expect(time.label(4) == "4")
    }
}
