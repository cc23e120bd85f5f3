@testable import PopoverKit
import Testing
import TestSupport
@testable import DemoApp

/// While the content is dragged, the arrow's tip is found in the drawn frame, from its pixels,
/// where the globe says it belongs: in a light idiom (phone, a blue bubble on white) and a dark
/// one (watch, on black). An arrow drawn 2 px off fails in both.
@MainActor
@Suite struct DragTipPixelTests {
    @Test(arguments: [Idiom.phone, .watch])
    func theTipIsMeasuredOnPixelsDuringTheDrag(_ idiom: Idiom) throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.library().load("example-drag-tracking")
        // The scenario is a phone one: played on the phone it is the bundled run verify's test made.
        let report = idiom == .phone ? try VerifyScenarioTests.bundledReport(scenario.name)
            : try VerifyCommand.verify(scenario, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: idiom,
                                       json: nil, plot: nil)
        #expect(report.passed, Comment(rawValue: report.table))
        let bubble = try #require(report.popovers.max { $0.framesPixelMeasured < $1.framesPixelMeasured })
        // Most of the clip is a drag or its spring back, so most measured frames are moving ones.
        #expect(bubble.framesPixelMeasured > 40, Comment(rawValue: report.table))

        // One frame measured wrong fails a run: the opening, with the first drag, shows it.
        let opening = VerifyScenarioTests.opening(of: scenario, seconds: VerifyScenarioTests.faultSeconds)
        let broken = try VerifyCommand.verify(opening, runtime: runtime, fps: 15, scale: 2, size: nil, idiom: idiom,
                                              json: nil, plot: nil) { runner in
            runner.drawingFault = { $0.shifted(by: Point(x: 1, y: 0)) }
        }
        #expect(!broken.passed, Comment(rawValue: broken.table))
    }
}
