import Foundation
import Testing
@testable import DemoApp

@Suite struct TrackingReportTests {
    /// 100 tracked frames with errors i/250 px (analytic) and i/125 px (pixels), i = 1…100,
    /// 5 saturated frames with large errors and 3 hidden frames.
    static func samples() -> [TrackingSample] {
        var samples = (1...100).map { i in
            TrackingSample(time: Double(i) / 60, isVisible: true, isSaturated: false,
                           analyticError: Double(i) / 250, pixelError: Double(i) / 125)
        }
        samples += (0..<5).map { _ in
            TrackingSample(time: 2, isVisible: true, isSaturated: true, analyticError: 7, pixelError: 7.5)
        }
        samples += (0..<3).map { _ in .hidden(time: 3) }
        return samples
    }

    @Test func nearestRankPercentile() {
        // ⌈0.99·200⌉ = 198 → the 198th smallest; ⌈0.99·10⌉ = 10 → the largest; ⌈0.99·150⌉ = 149.
        #expect(ErrorStatistics.nearestRank(0.99, of: (1...200).map(Double.init)) == 198)
        #expect(ErrorStatistics.nearestRank(0.99, of: (1...10).map(Double.init)) == 10)
        #expect(ErrorStatistics.nearestRank(0.99, of: (1...150).map(Double.init)) == 149)
        #expect(ErrorStatistics.nearestRank(0.5, of: [1, 2, 3, 4]) == 2)
        #expect(ErrorStatistics.nearestRank(0.99, of: []) == nil)
    }

    @Test func summaryCountsFramesAndExcludesSaturatedOnes() {
        let summary = PopoverTrackingSummary(popover: "menu", samples: Self.samples(), thresholds: .standard)
        #expect(summary.framesVisible == 105)
        #expect(summary.framesSaturated == 5)
        #expect(summary.framesArrowMissing == 0)
        // Saturated frames (7 px) are left out: max is frame 100, p99 is rank ⌈99⌉ = frame 99.
        #expect(summary.analytic == ErrorStatistics(max: 0.4, p99: 0.396, maxTime: 100.0 / 60))
        #expect(summary.pixels == ErrorStatistics(max: 0.8, p99: 0.792, maxTime: 100.0 / 60))
        #expect(summary.passed)
    }

    @Test func thresholdsAreInclusiveLimits() {
        func passes(analytic: Double, pixels: Double?) -> Bool {
            let extra = TrackingSample(time: 5, isVisible: true, isSaturated: false, analyticError: analytic, pixelError: pixels)
            return PopoverTrackingSummary(popover: "p", samples: Self.samples() + [extra], thresholds: .standard).passed
        }
        #expect(passes(analytic: 0.5, pixels: 1.0))
        #expect(!passes(analytic: 0.51, pixels: 0.2))
        #expect(!passes(analytic: 0.1, pixels: 1.01))
        // Visible and tracked but no arrow in the pixels.
        #expect(!passes(analytic: 0.1, pixels: nil))
    }

    @Test func reportFailsWhenAnyPopoverFails() {
        var log = TrackingLog()
        for sample in Self.samples() { log.record(sample, popover: "good") }
        log.record(TrackingSample(time: 0, isVisible: true, isSaturated: false, analyticError: 0, pixelError: 2), popover: "bad")
        let report = log.report(scenario: "multiple")
        #expect(report.popovers.map(\.popover) == ["good", "bad"])
        #expect(report.popovers.map(\.passed) == [true, false])
        #expect(!report.passed && report.exitCode == 1)
        #expect(TrackingLog().report(scenario: "empty").exitCode == 0)
    }

    @Test func framesNotMeasuredFromPixelsAreCountedByReason() throws {
        var log = TrackingLog()
        let reasons: [PixelSkipReason?] = [nil, nil, .inTransition, .inTransition, .covered, .noSolidFill]
        for (index, reason) in reasons.enumerated() {
            log.record(TrackingSample(time: Double(index), isVisible: true, isSaturated: false, analyticError: 0,
                                      pixelError: reason == nil ? 0.1 : nil, pixelSkipReason: reason), popover: "tip")
        }
        let report = log.report(scenario: "reasons")
        let summary = try #require(report.popovers.first)
        #expect(summary.framesPixelMeasured == 2)
        #expect(summary.framesNotFromPixels == ["in transition": 2, "covered": 1, "no solid fill": 1])
        #expect(summary.passed)
        #expect(report.table.contains("2 in transition, 1 no solid fill, 1 covered"), "\(report.table)")
    }

    @Test func jsonHasAStableShape() throws {
        var log = TrackingLog()
        for sample in Self.samples() { log.record(sample, popover: "menu") }
        log.record(.hidden(time: 0), popover: "never-shown")
        let data = try log.report(scenario: "example-toolbar-menu").jsonData()
        let text = try #require(String(data: data, encoding: .utf8))
        let expectedStart = """
        {
          "passed" : true,
          "popovers" : [
            {
              "analytic" : {
                "max" : 0.4,
                "maxTime" : 1.6666666666666667,
                "p99" : 0.396
              },
              "framesArrowMissing" : 0,
              "framesNotFromPixels" : {

              },
              "framesPixelMeasured" : 100,
              "framesSaturated" : 5,
              "framesVisible" : 105,
              "passed" : true,
              "pixels" : {
                "max" : 0.8,
                "maxTime" : 1.6666666666666667,
                "p99" : 0.792
              },
              "popover" : "menu"
            },
            {
              "analytic" : {
                "max" : null,
                "maxTime" : null,
                "p99" : null
              },
        """
        #expect(text.hasPrefix(expectedStart), "\(text)")
        #expect(text.hasSuffix("""
          "scenario" : "example-toolbar-menu",
          "thresholds" : {
            "analytic" : 0.5,
            "pixels" : 1
          }
        }

        """))
        // Decodes back to the same report.
        #expect(try JSONDecoder().decode(TrackingReport.self, from: data) == log.report(scenario: "example-toolbar-menu"))
    }

    @Test func tableListsEveryPopoverAndTheVerdict() {
        var log = TrackingLog()
        for sample in Self.samples() { log.record(sample, popover: "menu") }
        let lines = log.report(scenario: "example").table.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("popover  visible  saturated  pixel-measured  not from pixels  analytic max"))
        #expect(lines[1].hasPrefix("menu") && lines[1].contains("105") && lines[1].contains("0.400")
            && lines[1].contains("0.396") && lines[1].contains("0.800") && lines[1].contains("0.792") && lines[1].contains("1.667 s") && lines[1].hasSuffix("pass"))
        #expect(lines[2].hasPrefix("verify example: pass"))
    }
}
