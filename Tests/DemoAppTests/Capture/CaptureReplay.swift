import PopoverKit
import Testing
import TestSupport
@testable import DemoApp

/// Replays a captured scenario as `record` plays it: a capture is a valid scenario by
/// construction, so every capture a test makes is replayed in that test.
@MainActor
enum CaptureReplay {
    /// Each frame's display list as `record` plays `scenario`, without drawing the pixels.
    static func displayLists(of scenario: Scenario, fps: Int) throws -> [DisplayList] {
        let runner = try ScenarioRunner(scenario: scenario, fps: fps, runtime: try SharedSDL.headless(), size: nil,
                                        scale: 1, idiom: nil)
        return try (0..<runner.frameCount).map { frame in
            for input in runner.timeline.inputs(forFrame: frame) { try runner.apply(input) }
            return runner.app.frame(at: runner.timeline.time(ofFrame: frame))
        }
    }

    /// Writes `capture`, ended at `end` milliseconds, and replays it.
    @discardableResult
    static func expectReplays(_ capture: InputCapture, end: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> Scenario {
        let text = CapturedScenarioWriter.text(of: capture, header: ["take: a test"], end: end, ending: "R pressed again")
        return try expectReplays(text, sourceLocation: sourceLocation)
    }

    /// Parses the captured `text` and plays it through, failing the test where it does not.
    @discardableResult
    static func expectReplays(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Scenario {
        let scenario = try ScenarioRunner.parser.parse(text, name: "take", file: "take.scenario")
        #expect(try !displayLists(of: scenario, fps: 30).isEmpty, sourceLocation: sourceLocation)
        return scenario
    }
}
