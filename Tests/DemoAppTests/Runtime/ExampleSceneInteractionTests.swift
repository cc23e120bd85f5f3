import PopoverKit
import Testing
@testable import DemoApp

/// The example scene driven through the app's input path, as a person would.
@MainActor
@Suite struct ExampleSceneInteractionTests {
    /// The globe's popover (attached in ExampleScene's body) among this frame's placements.
    func globePopover(_ harness: AppHarness) -> PlacedPopover? {
        harness.app.host.placements.first { $0.placement.arrow?.edge == .bottom && !$0.id.contains("menu") }
    }

    @Test func bubbleAppearsAfterItsDelayAndPointsAtTheGlobe() throws {
        let harness = try AppHarness()
        harness.run(for: 0.4)
        #expect(globePopover(harness)?.appearance.state.opacity == 0)
        harness.run(for: 0.6)
        let placed = try #require(globePopover(harness))
        #expect(placed.appearance.state.opacity == 1)
        let arrow = try #require(placed.placement.arrow)
        // The tip sits 3 pt above the top center of the globe.
        #expect(abs(arrow.tip.x - placed.anchor.midX) < 1e-9)
        #expect(abs(arrow.tip.y - (placed.anchor.minY - 3)) < 1e-9)
    }

    @Test func draggingMovesTheArrowInTheSameFrameAndReleaseSpringsBack() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        let before = try #require(globePopover(harness)?.placement.arrow?.tip)
        harness.send(.pointerDown(Point(x: 195, y: 500), .primary))
        harness.send(.pointerMove(Point(x: 215, y: 530)))
        harness.send(.pointerMove(Point(x: 235, y: 560)))
        // Each layout after a move already has the arrow where the globe now is.
        let placed = try #require(globePopover(harness))
        let tip = try #require(placed.placement.arrow?.tip)
        #expect(abs(tip.x - (before.x + 40)) < 1e-9 && abs(tip.y - (before.y + 60)) < 1e-9)
        #expect(abs(tip.x - placed.anchor.midX) < 1e-9)
        harness.send(.pointerUp(Point(x: 235, y: 560), .primary))
        harness.run(for: 0.1)
        #expect(harness.example.dragOffset.value.x > 0)
        harness.run(for: 1.2)
        #expect(harness.example.dragOffset.value == .zero)
        #expect(globePopover(harness)?.placement.arrow?.tip == before)
    }

    @Test func bubbleFadesWhileItWouldCoverTheGlobe() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        // Drag the globe to the very top: the bubble cannot fit above it.
        harness.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 90), steps: 10, release: false)
        harness.run(for: 0.5)
        let placed = try #require(globePopover(harness))
        #expect(placed.placement.hiddenReason == .wouldCoverAnchor)
        #expect(placed.appearance.state.opacity == 0)
        harness.send(.pointerUp(Point(x: 195, y: 90), .primary))
        harness.run(for: 1.5)
        #expect(globePopover(harness)?.appearance.state.opacity == 1)
    }

    @Test func menuOpensExclusiveAndAPressOnTheDimmingDismissesIt() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        harness.tap(Point(x: 364, y: 26), settle: 0)
        harness.run(for: 0.5)
        #expect(harness.example.isMenuPresented)
        #expect(globePopover(harness)?.appearance.state.opacity == 0)
        let offsetBefore = harness.example.dragOffset.value
        // A drag that starts on the dimming dismisses; it never reaches the content beneath.
        harness.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 500), steps: 5)
        #expect(!harness.example.isMenuPresented)
        #expect(harness.example.dragOffset.value == offsetBefore)
        #expect(!harness.example.stateSummary["dragging", default: ""].contains("true"))
        harness.run(for: 1)
        #expect(globePopover(harness)?.appearance.state.opacity == 1)
    }

    @Test func escapeDismissesTheMenuAndTabSpaceOpensIt() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        harness.key(.tab)
        harness.key(.space)
        harness.run(for: 0.3)
        #expect(harness.example.isMenuPresented)
        harness.key(.escape)
        #expect(!harness.example.isMenuPresented)
    }

    @Test func menuRowsRunTheirActions() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        harness.tap(Point(x: 364, y: 26), settle: 0)
        harness.run(for: 0.5)
        // The menu is the popover anchored on the "…" button, top trailing.
        let menu = try #require(harness.app.host.placements.first { $0.anchor.midX > 300 && $0.anchor.maxY < 60 })
        let rows = harness.app.lastLayout!.focusableTargets.filter { menu.placement.body.contains($0.frame.center) }
        #expect(rows.count == 2)
        let sleepRow = try #require(rows.last)
        harness.tap(sleepRow.frame.center, settle: 0)
        #expect(harness.example.lastMenuChoice == "Sleep")
        #expect(!harness.example.isMenuPresented)
    }

    @Test func arrowKeysDragTheContentAndReleaseEndsTheDrag() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        harness.send(.key(KeyEvent(.down, .rightArrow)))
        harness.send(.key(KeyEvent(.down, .rightArrow, isRepeat: true)))
        #expect(harness.example.dragOffset.value.x == 20)
        harness.send(.key(KeyEvent(.up, .rightArrow)))
        harness.run(for: 1.5)
        #expect(harness.example.dragOffset.value == .zero)
        // The README's Controls: Shift makes a press 50 pt.
        harness.send(.key(KeyEvent(.down, .downArrow, modifiers: .shift)))
        #expect(harness.example.dragOffset.value == Point(x: 0, y: 50))
    }

    /// The README's Controls: F1 opens the help card as H does, and Escape closes the card
    /// before it reaches any popover.
    @Test func f1OpensTheHelpCardAndEscapeClosesItFirst() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        harness.example.isMenuPresented = true
        harness.run(for: 0.5)
        harness.key(.function(1))
        #expect(harness.app.showsHelp)
        harness.key(.escape)
        #expect(!harness.app.showsHelp && harness.example.isMenuPresented)
        harness.key(.escape)
        #expect(!harness.example.isMenuPresented)
    }

    @Test func numberKeysSwitchToTheirScenes() throws {
        let harness = try AppHarness()
        for (digit, scene) in [(2, "multiple"), (3, "system"), (4, "matched"), (5, "uikit"), (6, "stress"), (1, "example")] {
            harness.key(.digit(digit))
            #expect(harness.app.sceneName == scene, "key \(digit)")
        }
        harness.key(.digit(7))
        harness.key(.digit(0))
        #expect(harness.app.sceneName == "example")
    }

    @Test func idiomAndOverlayKeysChangeTheApp() throws {
        let harness = try AppHarness()
        harness.key(.letter("g"))
        #expect(harness.app.showsGeometry)
        harness.key(.letter("p"))
        #expect(harness.app.host.policy == .edges)
        harness.key(.letter("i"))
        #expect(harness.app.idiom == .pad)
        harness.key(.letter("h"))
        #expect(harness.app.showsHelp)
    }

    @Test func onTVATapOnTheDimmingDismissesButADragDoesNot() throws {
        let harness = try AppHarness(idiom: .tv)
        harness.run(for: 1)
        let menuButton = try #require(harness.app.lastLayout?.focusableTargets.first { $0.frame.maxY < 60 && $0.frame.minX > 800 })
        harness.tap(menuButton.frame.center, settle: 0)
        harness.run(for: 0.5)
        #expect(harness.example.isMenuPresented)
        harness.drag(from: Point(x: 300, y: 400), to: Point(x: 300, y: 300), steps: 5)
        #expect(harness.example.isMenuPresented)
        harness.tap(Point(x: 300, y: 400), settle: 0)
        #expect(!harness.example.isMenuPresented)
        // And the content does not drag on TV.
        harness.run(for: 1)
        harness.drag(from: Point(x: 480, y: 300), to: Point(x: 400, y: 200), steps: 5, release: false)
        #expect(harness.example.dragOffset.value == .zero)
    }
}
