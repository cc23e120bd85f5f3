import PopoverKit
import Testing
@testable import DemoApp

/// The example scene tells a newcomer, in the scene, that the content drags and H shows the
/// controls, until the first drag or key press.
@MainActor
@Suite struct FirstMinuteHintTests {
    func hintIsDrawn(_ harness: AppHarness) -> Bool {
        let hint = ExampleScene.hintText(for: harness.app.idiom)
        return harness.app.frame(at: harness.time).items.contains { item in
            if case .text(let run) = item { hint.hasPrefix(run.text) } else { false }
        }
    }

    @Test func theHintStaysUntilTheFirstDrag() throws {
        let harness = try AppHarness()
        harness.run(for: 2)
        #expect(hintIsDrawn(harness))
        harness.drag(from: Point(x: 195, y: 600), to: Point(x: 150, y: 500), steps: 5)
        harness.run(for: 1)
        #expect(!hintIsDrawn(harness))
        #expect(harness.example.stateSummary["hint"] == "false")
    }

    @Test func theHintStaysUntilTheFirstKeyPress() throws {
        let harness = try AppHarness(idiom: .watch)
        harness.run(for: 1)
        #expect(hintIsDrawn(harness))
        harness.key(.letter("g"))
        #expect(!hintIsDrawn(harness))
    }

    @Test func theHintTellsOfDraggingAndTheHelpKey() {
        for idiom in Idiom.allCases {
            let hint = ExampleScene.hintText(for: idiom)
            #expect(hint.contains("H"))
            #expect(hint.contains("Drag") == idiom.dragsContent, "\(idiom)")
        }
    }
}
