import PopoverKit
import Testing
@testable import DemoApp

/// Escape is the keyboard's press on the top dimming. With several dismissible popovers up in
/// one presentation layer, that press dismisses every one of them, as a press on the dimming
/// does, and never a popover that is not dismissible or lives in another layer.
@MainActor
@Suite struct StackedDismissalTests {
    @Test func escapeDismissesEveryDismissiblePopoverOfTheTopLayerAndNothingElse() throws {
        let driver = try AppHarness(scene: "multiple", idiom: .mac)
        let scene = try driver.scene(as: MultipleScene.self)
        for index in [1, 3] { // B and D: dismissible, undelayed, shown together over A and C
            scene.anchors[index].isDismissible = true
            scene.anchors[index].hasDelay = false
            scene.anchors[index].isPresented = true
        }
        driver.run(for: 1)
        #expect(["#A", "#B", "#C", "#D", "#nested"].allSatisfy { driver.opacity($0) == 1 })

        driver.key(.escape)
        driver.run(for: 1)
        #expect(!scene.anchors[1].isPresented && !scene.anchors[3].isPresented)
        #expect(driver.opacity("#B") == 0 && driver.opacity("#D") == 0)
        // A and C are not dismissible; the nested panel's popover is in a layer of its own.
        #expect(scene.anchors[0].isPresented && scene.anchors[2].isPresented && scene.isNestedPresented)
        #expect(driver.opacity("#A") == 1 && driver.opacity("#C") == 1 && driver.opacity("#nested") == 1)

        // Nothing dismissible is left: another Escape changes nothing.
        driver.key(.escape)
        driver.run(for: 1)
        #expect(scene.anchors[0].isPresented && scene.anchors[2].isPresented && scene.isNestedPresented)
    }
}
