import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The compositor redraws only what changed between frames; through whole bundled scenarios
/// (moving anchors and bubbles, a glass menu fading in and out over the dimming) every frame must
/// equal the frame drawn from scratch.
@MainActor
@Suite struct IncrementalFrameTests {
    @Test(arguments: ["example-drag-tracking", "example-toolbar-menu", "multiple"])
    func everyFrameMatchesAFullRedraw(scenarioName: String) throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.library().load(scenarioName)
        let incremental = try ScenarioRunner(scenario: scenario, fps: 15, runtime: runtime, size: nil, scale: 1, idiom: nil)
        let full = try ScenarioRunner(scenario: scenario, fps: 15, runtime: runtime, size: nil, scale: 1, idiom: nil)
        var mismatched: [Int] = []
        var partialFrames = 0
        for index in 0..<incremental.frameCount {
            let previous = incremental.backend.frame
            let drawn = try incremental.render(frame: index)
            full.backend.redrawAllNextFrame()
            if drawn != (try full.render(frame: index)) { mismatched.append(index) }
            if index > 0, drawn != previous { partialFrames += 1 }
        }
        #expect(mismatched.isEmpty, "frames drawn incrementally that differ from a full redraw: \(mismatched)")
        // The scenario does change the picture, so redrawing only the damage was exercised.
        #expect(partialFrames > 5)
    }
}
