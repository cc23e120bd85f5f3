import Foundation
import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

@MainActor
@Suite struct TrackingVerifierTests {
    /// Runs a short "scenario": the anchor glides right over 8 frames at 60 fps with the popover
    /// below it, preceded by one frame where it is still appearing.
    func run(fault: TrackingFault, runtime: SDLRuntime) -> TrackingVerifier {
        let scale = 2.0
        let text = TextRenderer(fonts: runtime.fonts, scale: scale)
        var verifier = TrackingVerifier(scale: scale, background: .white, fault: fault)
        for frameIndex in 0..<9 {
            let anchor = Rect(x: 200 + 1.37 * Double(frameIndex), y: 120.25, width: 40, height: 28)
            let scene = TestPopoverScene(anchor: anchor, side: .bottom)
            let frame = scene.render(scale: scale, fault: verifier.fault, text: text)
            verifier.record(frame: frame, time: Double(frameIndex) / 60, popovers: [
                TrackedPopover(id: "bubble", placement: scene.placement, anchor: anchor, fill: TestBubble.fill,
                               pixelSkipReason: frameIndex > 0 ? nil : .inTransition),
            ])
        }
        return verifier
    }

    @Test func passesWhenTheArrowTracksAndWritesBothOutputs() throws {
        let runtime = try SharedSDL.headless()
        let verifier = run(fault: .none, runtime: runtime)
        let folder = URL(fileURLWithPath: try ScratchFolder.make("verify"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("report.json").path, plot = folder.appendingPathComponent("plot.png").path

        let report = try verifier.finish(scenario: "glide", jsonPath: json, plotPath: plot, runtime: runtime)
        #expect(report.passed && report.exitCode == 0)
        let summary = try #require(report.popovers.first)
        // The first frame is in its transition: its layout is checked, its pixels are not.
        #expect(summary.popover == "bubble" && summary.framesVisible == 9 && summary.framesSaturated == 0)
        #expect(summary.framesPixelMeasured == 8)
        #expect(try #require(summary.pixels.max) < 0.25)
        #expect(try JSONDecoder().decode(TrackingReport.self, from: Data(contentsOf: URL(fileURLWithPath: json))) == report)
        // The log the plot is drawn from is this run, as built above: one series of 9 frames at
        // 1/60 s steps, the first in transition, every one on target.
        let series = try #require(verifier.log.series.first)
        #expect(verifier.log.series.count == 1 && series.popover == "bubble")
        #expect(series.samples.map(\.time) == (0..<9).map { Double($0) / 60 })
        #expect(series.samples.map(\.pixelSkipReason) == [.inTransition] + Array(repeating: nil, count: 8))
        #expect(series.samples.allSatisfy { ($0.analyticError ?? 1) < 1e-9 })
        #expect(series.samples.dropFirst().allSatisfy { ($0.pixelError ?? 1) < 0.25 })
        // The plot is this run's chart (its content is ErrorPlotTests' subject).
        let expectedPlot = folder.appendingPathComponent("expected.png").path
        try ErrorPlot(log: verifier.log, thresholds: .standard, title: "verify glide: tracking error").write(to: expectedPlot, runtime: runtime)
        #expect(try Data(contentsOf: URL(fileURLWithPath: plot)) == Data(contentsOf: URL(fileURLWithPath: expectedPlot)))
    }

    @Test func failsOnAnArrowDrawnTwoPixelsOff() throws {
        let runtime = try SharedSDL.headless()
        let report = run(fault: TrackingFault(tipOffset: Point(x: -1, y: 0)), runtime: runtime).report(scenario: "glide")
        #expect(!report.passed && report.exitCode == 1)
        let summary = try #require(report.popovers.first)
        #expect(try #require(summary.analytic.max) < 1e-9)
        #expect(abs(try #require(summary.pixels.max) - 2) < 0.25)
        #expect(report.table.contains("FAIL"))
    }
}
