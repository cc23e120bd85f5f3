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
        // Each frame's display list, laid out once, is drawn from scratch into a backend of its
        // own (a second runner laid every frame out again to get the same list).
        var list: DisplayList?
        incremental.drawingFault = { list = $0; return $0 }
        let full = HeadlessBackend(runtime: runtime, size: incremental.backend.pointSize, scale: 1)
        var mismatched: [Int] = []
        var partialFrames = 0
        for index in 0..<incremental.frameCount {
            let previous = incremental.backend.frame
            let drawn = try incremental.render(frame: index)
            if full.pointSize != incremental.backend.pointSize { full.resize(to: incremental.backend.pointSize) }
            full.redrawAllNextFrame()
            full.draw(try #require(list))
            if drawn != full.frame { mismatched.append(index) }
            if index > 0, drawn != previous { partialFrames += 1 }
        }
        #expect(mismatched.isEmpty, "frames drawn incrementally that differ from a full redraw: \(mismatched)")
        // The scenario does change the picture, so redrawing only the damage was exercised.
        #expect(partialFrames > 5)
    }
}
