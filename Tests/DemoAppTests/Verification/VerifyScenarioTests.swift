import Foundation
@testable import PopoverKit
import PopoverSDL
import Testing
@testable import DemoApp

/// `verify` on the bundled scenarios: every one passes, and an arrow drawn 2 px off fails.
@MainActor
@Suite struct VerifyScenarioTests {
    nonisolated static let bundled = ["example-drag-tracking", "example-toolbar-menu", "multiple", "system", "matched", "uikit", "stress"]

    @Test(arguments: bundled)
    func bundledScenarioPasses(_ name: String) throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.library().load(name)
        // 15 fps keeps the test quick; every rendered frame is still measured both ways.
        let report = try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: nil,
                                              json: nil, plot: nil)
        #expect(report.passed, "\(report.table)")
    }

    @Test func anArrowDrawnTwoPixelsOffFails() throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.library().load("example-drag-tracking")
        let report = try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: nil,
                                              json: nil, plot: nil) { runner in
            runner.app.host.arrowFault = Point(x: 1, y: 0) // 1 pt = 2 px at 2x
        }
        #expect(!report.passed)
        #expect(report.exitCode == 1)
        // The layout still says the arrow is right; only the pixels show the fault.
        let summary = try #require(report.popovers.first { $0.framesVisible > 0 })
        #expect((summary.analytic.max ?? 1) < 0.01)
        #expect(abs((summary.pixels.max ?? 0) - 2) < 0.3)
    }
}
