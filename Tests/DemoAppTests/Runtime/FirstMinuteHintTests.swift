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

    /// A scene or idiom switch makes a new scene; the hint it once showed stays gone.
    @Test func theHintDoesNotComeBackAfterASceneOrIdiomSwitch() throws {
        let dragged = try AppHarness()
        dragged.run(for: 1)
        dragged.drag(from: Point(x: 195, y: 600), to: Point(x: 150, y: 500), steps: 5)
        dragged.app.switchScene(to: 1) // as a click on the tab strip does, no key pressed
        dragged.app.switchScene(to: 0)
        dragged.run(for: 1)
        #expect(!hintIsDrawn(dragged))
        dragged.app.switchIdiom(to: .watch)
        dragged.run(for: 1)
        #expect(!hintIsDrawn(dragged))

        let keyed = try AppHarness(scene: "multiple")
        keyed.key(.letter("p"))
        keyed.app.switchScene(to: 0)
        keyed.run(for: 1)
        #expect(!hintIsDrawn(keyed))
    }

    @Test func untilThenTheHintSurvivesSwitches() throws {
        let harness = try AppHarness()
        harness.app.switchScene(to: 2)
        harness.app.switchScene(to: 0)
        harness.app.switchIdiom(to: .mac)
        harness.run(for: 1)
        #expect(hintIsDrawn(harness))
    }

    @Test func theHintTellsOfDraggingAndTheHelpKey() {
        for idiom in Idiom.allCases {
            let hint = ExampleScene.hintText(for: idiom)
            #expect(hint.contains("H"))
            #expect(hint.contains("Drag") == idiom.dragsContent, "\(idiom)")
        }
    }
}
