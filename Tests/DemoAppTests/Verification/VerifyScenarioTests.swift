import Foundation
@testable import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// `verify` on the bundled scenarios: every one passes, and an arrow drawn 2 px off fails.
@MainActor
@Suite struct VerifyScenarioTests {
    nonisolated static let bundled = ["example-drag-tracking", "example-toolbar-menu", "multiple", "system", "matched", "uikit", "stress"]

    /// `verify` of the bundled scenario `name` played whole in its own idiom, at 15 fps and 2x,
    /// run once: DragTipPixelTests' phone run of example-drag-tracking (a phone scenario) is the
    /// same run, and reads it from here.
    static func bundledReport(_ name: String) throws -> TrackingReport {
        if let report = bundledReports[name] { return report }
        let scenario = try ScenarioRunner.library().load(name)
        // 15 fps keeps the test quick; every rendered frame is still measured both ways.
        let report = try VerifyCommand.verify(scenario, runtime: try SharedSDL.headless(), fps: 15, scale: 2, size: nil,
                                              idiom: nil, json: nil, plot: nil)
        bundledReports[name] = report
        return report
    }

    private static var bundledReports: [String: TrackingReport] = [:]

    @Test(arguments: bundled)
    func bundledScenarioPasses(_ name: String) throws {
        let report = try Self.bundledReport(name)
        #expect(report.passed, "\(report.table)")
        // A pass means measured: a scenario with an arrow on screen has it seen in its pixels.
        // Only `matched` has none (its bubble is a capsule), so it lists no popover at all.
        #expect(report.popovers.isEmpty == (name == "matched"), "\(report.table)")
        #expect(report.popovers.isEmpty || report.popovers.contains { $0.framesPixelMeasured > 0 }, "\(report.table)")
        // Every visible frame is accounted for: saturated, measured from pixels, or not, with why.
        for popover in report.popovers {
            let unmeasured = popover.framesNotFromPixels.values.reduce(0, +)
            #expect(popover.framesSaturated + popover.framesPixelMeasured + unmeasured == popover.framesVisible,
                    "\(popover.popover): \(report.table)")
        }
    }

    /// A window shrunk mid-run keeps the clip's larger frame: the pixels past the window are the
    /// app's background, not a popover's, so an arrow there is not looked for in them (E's was,
    /// and failed "arrow not found", while the same layout opened at that size passed).
    @Test func aShrunkWindowIsMeasuredAsTheWindowItIs() throws {
        let parser = ScenarioRunner.parser
        let shrunk = try parser.parse("wait 0.5\nsize 200x300\nscene multiple\nwait 2\n", name: "shrunk", file: "shrunk.scenario")
        let opened = try parser.parse("size 200x300\nscene multiple\nwait 2.5\n", name: "opened", file: "opened.scenario")
        for scenario in [shrunk, opened] {
            let report = try VerifyCommand.verify(scenario, runtime: try SharedSDL.headless(), fps: 15, scale: 2, size: nil,
                                                  idiom: nil, json: nil, plot: nil)
            #expect(report.passed, "\(report.table)")
        }
    }

    /// Every bundled scenario with an arrow notices one drawn 2 px beside where it belongs, from the
    /// pixels alone: the layout still says the arrow is right. One frame measured wrong fails a
    /// run, so its opening seconds (`faultSeconds`, by when each shows its arrows) prove it as the
    /// whole scenario would; `bundledScenarioPasses` plays every scenario to its end. Were an
    /// opening to show no arrow, nothing would be measured and the run would not fail: this fails.
    @Test(arguments: bundled.filter { $0 != "matched" })
    func anArrowDrawnTwoPixelsOffFailsEveryScenario(_ name: String) throws {
        let runtime = try SharedSDL.headless()
        let scenario = Self.opening(of: try ScenarioRunner.library().load(name), seconds: Self.faultSeconds)
        let report = try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: nil,
                                              json: nil, plot: nil) { runner in
            runner.drawingFault = { $0.shifted(by: Point(x: 1, y: 1)) } // 1 pt = 2 px at 2x, across any edge
        }
        #expect(!report.passed, "\(report.table)")
        #expect(report.popovers.allSatisfy { ($0.analytic.max ?? 0) < 0.01 }, "\(report.table)")
    }

    /// How much of each scenario the fault test plays.
    nonisolated static let faultSeconds = 2.5

    /// `scenario` cut to its first `seconds`: the steps over by then (a glide crossing the cut
    /// would have its later moves crammed into the last frame), and no longer.
    nonisolated static func opening(of scenario: Scenario, seconds: Double) -> Scenario {
        var opening = scenario
        opening.steps = scenario.steps.filter { $0.endTime <= seconds }
        opening.duration = min(scenario.duration, seconds)
        return opening
    }

    @Test func anArrowDrawnTwoPixelsOffFails() throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.library().load("example-drag-tracking")
        let report = try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: nil,
                                              json: nil, plot: nil) { runner in
            runner.drawingFault = { $0.shifted(by: Point(x: 1, y: 0)) } // 1 pt = 2 px at 2x
        }
        #expect(!report.passed)
        #expect(report.exitCode == 1)
        // The layout still says the arrow is right; only the pixels show the fault.
        let summary = try #require(report.popovers.first { $0.framesVisible > 0 })
        #expect((summary.analytic.max ?? 1) < 0.01)
        #expect(abs((summary.pixels.max ?? 0) - 2) < 0.3)
    }

    /// A take captured with the geometry overlay (G) or the help card (H) on replays them; their
    /// lines and card over the arrow are not the arrow, so those frames are checked from the
    /// layout only and named so, and a tracking arrow still passes.
    @Test(arguments: ["key g", "key h"])
    func aTakeWithADemoOverlayPasses(_ key: String) throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioTestSupport.parse("scene system\nidiom phone\nwait 1\n\(key)\nwait 1\n")
        let report = try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: nil,
                                              json: nil, plot: nil)
        #expect(report.passed, "\(report.table)")
        let shown = try #require(report.popovers.first { $0.framesVisible > 0 })
        #expect(shown.framesPixelMeasured > 0 && (shown.framesNotFromPixels[PixelSkipReason.demoOverlay.rawValue] ?? 0) >= 14,
                "\(report.table)")
    }

    /// docs/verification.md's `verify` example names its popovers by source line, as the report
    /// does; the labels there are the ones a run gives today (a moved line fails this, not a reader).
    @Test func theDocumentedExampleNamesTheRealPopovers() throws {
        let text = try String(contentsOfFile: Repository.path("docs/verification.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("$ popover-demo verify --scenario example-drag-tracking") })
        let rows = lines[(start + 2)...].prefix { !$0.hasPrefix("verify example-drag-tracking:") }
        let documented = rows.compactMap { $0.split(separator: " ").first.map(String.init) }
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.library().load("example-drag-tracking")
        let report = try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 1, size: nil, idiom: nil,
                                              json: nil, plot: nil)
        #expect(documented == report.popovers.map(\.popover))
    }
}
