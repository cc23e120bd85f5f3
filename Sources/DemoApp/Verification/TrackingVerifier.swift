import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// Collects tracking measurements while a scenario runs and produces `verify`'s outputs.
///
/// Per frame, after rendering, the runner calls `record(frame:time:popovers:)` with every popover
/// the scene shows (hidden ones too, so their frames count as not visible). When it draws
/// bubbles, it passes each `BubbleShape` through `fault.apply(to:)`; tests set a fault to prove
/// that verification fails on a broken arrow. At the end, `finish` writes the requested JSON
/// and plot and returns the report, whose `table` goes to stdout and `exitCode` to the process.
struct TrackingVerifier {
    /// Pixels per point of the rendered frames.
    let scale: Double
    /// The scene's clear color; nil samples it near each arrow.
    let background: Color?
    let thresholds: TrackingThresholds
    /// The drawing fault to inject (`.none` outside tests).
    let fault: TrackingFault
    private(set) var log = TrackingLog()

    init(scale: Double, background: Color? = nil, thresholds: TrackingThresholds = .standard, fault: TrackingFault = .none) {
        self.scale = scale
        self.background = background
        self.thresholds = thresholds
        self.fault = fault
    }

    /// Measures every popover in the frame just rendered at scenario time `time` (seconds).
    mutating func record(frame: PixelBuffer, time: Double, popovers: [TrackedPopover]) {
        for popover in popovers {
            guard popover.isShown else {
                log.record(.hidden(time: time), popover: popover.id)
                continue
            }
            let meter = TrackingMeter(scale: scale, arrow: popover.arrow, fill: popover.fill, background: background)
            let sample = meter.measure(time: time, placement: popover.placement, attachmentPoint: popover.attachmentPoint,
                                       frame: frame, pixelSkipReason: popover.pixelSkipReason)
            log.record(sample, popover: popover.id)
        }
    }

    /// The verdict so far.
    func report(scenario: String) -> TrackingReport {
        log.report(scenario: scenario, thresholds: thresholds)
    }

    /// Writes the JSON report to `jsonPath` and the error chart to `plotPath` (each when given),
    /// and returns the report.
    func finish(scenario: String, jsonPath: String?, plotPath: String?, runtime: SDLRuntime) throws -> TrackingReport {
        let report = report(scenario: scenario)
        if let jsonPath {
            try OutputFile.write(try report.jsonData(), to: jsonPath)
        }
        if let plotPath {
            try ErrorPlot(log: log, thresholds: thresholds, title: "verify \(scenario): tracking error")
                .write(to: plotPath, runtime: runtime)
        }
        return report
    }
}

/// The largest tracking errors, in pixels, that still pass.
nonisolated struct TrackingThresholds: Codable, Hashable, Sendable {
    var analytic: Double
    var pixels: Double

    init(analytic: Double, pixels: Double) {
        self.analytic = analytic
        self.pixels = pixels
    }

    /// Issue 7: half a pixel from the layout values, one pixel from the image.
    static let standard = TrackingThresholds(analytic: 0.5, pixels: 1)
}
