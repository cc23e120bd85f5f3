import PopoverKit
import Testing
@testable import DemoApp

/// For every scene, a scripted interaction through the real input path reaches its key state.
@MainActor
@Suite struct SceneInteractionTests {
    @Test func multiplePerAnchorOptionsAndNestedScope() throws {
        let driver = try AppHarness(scene: "multiple", idiom: .mac)
        let scene = try driver.scene(as: MultipleScene.self)
        driver.run(for: 1)
        #expect(driver.opacity("#A") == 1 && driver.opacity("#C") == 1 && driver.opacity("#nested") == 1)

        // B made exclusive, then shown: after its 0.5 s delay and fade, the others are gone.
        #expect(driver.tap(id: "B-exclusive"))
        #expect(driver.tap(id: "anchor-B", settle: 1))
        #expect(scene.stateSummary["B"] == "shown,exclusive,delay")
        #expect(driver.opacity("#B") == 1 && driver.opacity("#A") == 0 && driver.opacity("#C") == 0)
        // The nested panel's scope is not affected by the outer exclusive popover.
        #expect(driver.opacity("#nested") == 1)
        // B hidden again: the others come back.
        #expect(driver.tap(id: "anchor-B", settle: 1))
        #expect(driver.opacity("#B") == 0 && driver.opacity("#A") == 1)

        // D without delay and dismissible: visible within a few frames, dimming the scope;
        // Escape dismisses it.
        #expect(driver.tap(id: "D-delay", settle: 0.1))
        #expect(driver.tap(id: "D-dismissible", settle: 0.1))
        #expect(driver.tap(id: "anchor-D", settle: 0))
        driver.run(for: 0.1)
        #expect(driver.opacity("#D") > 0.1)
        #expect(scene.anchors[3].isPresented && !scene.anchors[3].hasDelay && scene.anchors[3].isDismissible)
        driver.key(.escape)
        #expect(!scene.anchors[3].isPresented)

        // The nested popover lives in its own scope, kept inside the panel (inset 4 pt).
        let nested = try #require(driver.placed("#nested"))
        let outer = try #require(driver.placed("#A"))
        #expect(nested.scope != outer.scope)
        let panel = try #require(driver.frame(of: "nested-panel"))
        #expect(nested.container == panel.inset(by: EdgeInsets(all: 4)))
        #expect(nested.placement.body.minX >= nested.container.minX && nested.placement.body.maxX <= nested.container.maxX)
        #expect(nested.placement.body.minY >= nested.container.minY)
    }

    @Test func systemFilterTogglesApplyAndSurviveAClickAway() throws {
        let driver = try AppHarness(scene: "system", idiom: .mac)
        let scene = try driver.scene(as: SystemScene.self)
        driver.run(for: 0.5)
        #expect(scene.isShowingTip)
        // A click away closes the tip, and goes no further.
        driver.tap(Point(x: 100, y: 300))
        #expect(!scene.isShowingTip)

        #expect(driver.tap(id: "filter-button"))
        #expect(scene.isShowingFilters)
        #expect(driver.tap(id: "flagged-toggle"))
        #expect(scene.showsFlagged && scene.isShowingFilters)
        // Applied at once: the summary line already says so.
        #expect(scene.stateSummary["flagged"] == "true")
        driver.tap(Point(x: 100, y: 300))
        #expect(!scene.isShowingFilters && scene.showsFlagged && scene.showsUnread)
        // Reopened, the toggle is still on.
        #expect(driver.tap(id: "filter-button"))
        #expect(scene.isShowingFilters && scene.showsFlagged)
    }

    @Test func systemArrowEdgeIsRespected() throws {
        let driver = try AppHarness(scene: "system", idiom: .mac)
        let scene = try driver.scene(as: SystemScene.self)
        driver.run(for: 0.5)
        // The button's frame is read each time: on a side edge the scene adds a note above it.
        func infoPopover() -> PlacedPopover? {
            let info = driver.frame(of: "info-button")
            return driver.app.host.placements.first { $0.anchor == info }
        }
        driver.tap(Point(x: 100, y: 300))
        for (segment, edge) in [("segment-Leading", Edge.leading), ("segment-Top", .top), ("segment-Trailing", .trailing)] {
            #expect(driver.tap(id: segment))
            #expect(driver.tap(id: "info-button"))
            #expect(scene.isShowingTip && infoPopover()?.placement.side == edge, "\(segment)")
            driver.tap(Point(x: 100, y: 300))
            #expect(!scene.isShowingTip)
        }
    }

    @Test func systemAlignmentLinesUpTheInfoPopover() throws {
        let driver = try AppHarness(scene: "system", idiom: .mac)
        let scene = try driver.scene(as: SystemScene.self)
        driver.run(for: 0.5)
        let info = try #require(driver.frame(of: "info-button"))
        func infoPopover() -> PlacedPopover? { driver.app.host.placements.first { $0.anchor == info } }
        driver.tap(Point(x: 100, y: 300))
        #expect(driver.tap(id: "segment-Top"))
        for alignment in [PlacementAlignment.start, .end, .center] {
            #expect(driver.tap(id: "segment-" + alignment.rawValue.prefix(1).uppercased() + alignment.rawValue.dropFirst()))
            #expect(scene.stateSummary["alignment"] == alignment.rawValue)
            #expect(driver.tap(id: "info-button"))
            let placed = try #require(infoPopover())
            #expect(placed.placement.placement == Placement(side: .top, alignment: alignment))
            // The button is wide enough for the arrow to reach its middle: the edges line up exactly.
            switch alignment {
            case .start: #expect(placed.placement.body.minX == info.minX)
            case .end: #expect(placed.placement.body.maxX == info.maxX)
            case .center: #expect(abs(placed.placement.body.midX - info.midX) < 1e-9)
            }
            driver.tap(Point(x: 100, y: 300))
        }
    }

    @Test func systemCompactAdaptationOnThePhone() throws {
        let driver = try AppHarness(scene: "system", idiom: .phone)
        let scene = try driver.scene(as: SystemScene.self)
        driver.run(for: 0.5)
        let info = try #require(driver.frame(of: "info-button"))
        func infoPopover() -> PlacedPopover? { driver.app.host.placements.first { $0.anchor == info } }
        // It asks for `.popover`, so on the phone it is a bubble.
        #expect(infoPopover()?.placement.arrow != nil)
        driver.tap(Point(x: 40, y: 200))
        #expect(!scene.isShowingTip)

        // The platform's compact adaptation: a sheet across the bottom, without an arrow.
        #expect(driver.tap(id: "adaptation-toggle"))
        #expect(driver.tap(id: "info-button"))
        let sheet = try #require(infoPopover())
        #expect(sheet.placement.arrow == nil && sheet.placement.body.width == 390 && sheet.placement.body.maxY == 844)
        // The toolbar filters, which say nothing, become a sheet too.
        driver.tap(Point(x: 40, y: 200))
        #expect(!scene.isShowingTip)
        #expect(driver.tap(id: "filter-button"))
        let filters = try #require(driver.app.host.placements.first { $0.anchor == driver.frame(of: "filter-button") })
        #expect(filters.placement.arrow == nil && filters.placement.body.maxY == 844)
    }

    @Test func matchedSwitchesHideThenShowAndATapDismisses() throws {
        let driver = try AppHarness(scene: "matched", idiom: .mac)
        let scene = try driver.scene(as: MatchedScene.self)
        #expect(driver.tap(id: "view2"))
        #expect(scene.selection == .view2)
        #expect(driver.opacity("#view2") == 1)
        // The popover's bottom center sits on view2's top center, with no arrow.
        let button = try #require(driver.frame(of: "view2"))
        let body = try #require(driver.placed("#view2")).placement
        #expect(abs(body.body.maxY - button.minY) < 1e-9 && abs(body.body.midX - button.midX) < 1e-9 && body.arrow == nil)

        // Switch from the strip: view2 leaves first, view3 comes once it has gone.
        #expect(driver.tap(id: "segment-view3", settle: 0.1))
        #expect(scene.selection == .view3)
        #expect(driver.opacity("#view2") < 1 && driver.opacity("#view2") > 0 && driver.opacity("#view3") == 0)
        driver.run(for: 0.3)
        #expect(driver.opacity("#view2") == 0)
        driver.run(for: 0.4)
        #expect(driver.opacity("#view3") == 1)

        // A tap anywhere on the container dismisses, and reaches nothing beneath.
        let view1 = try #require(driver.frame(of: "view1"))
        driver.tap(view1.center)
        #expect(scene.selection == nil)
    }

    @Test func uikitSizeGrowsLiveAndPermittedEdgesHold() throws {
        let driver = try AppHarness(scene: "uikit", idiom: .pad)
        let scene = try driver.scene(as: UIKitScene.self)
        #expect(driver.tap(id: "tap-me"))
        #expect(scene.isOpen)
        let anchor = try #require(driver.frame(of: "tap-me"))
        func popover() -> PlacedPopover? { driver.app.host.placements.first { $0.anchor == anchor } }
        #expect(popover()?.placement.body.size == Size(width: 300, height: 300))
        #expect(popover()?.placement.arrow?.edge == .bottom)

        #expect(driver.tap(id: "increase-size", settle: 0))
        #expect(scene.popoverSize == Size(width: 300, height: 600))
        // Laid out again in the very frame after the press.
        #expect(popover()?.placement.body.size == Size(width: 300, height: 600))
        #expect(popover()!.placement.body.maxY <= anchor.minY)

        #expect(driver.tap(id: "close"))
        #expect(!scene.isOpen)
        #expect(driver.tap(id: "arrow-down"))
        #expect(driver.tap(id: "arrow-up"))
        #expect(scene.permittedArrowDirections == [.top])
        #expect(driver.tap(id: "tap-me"))
        #expect(popover()?.placement.arrow?.edge == .top)
        #expect(popover()!.placement.body.minY >= anchor.maxY)
        driver.key(.escape)
        #expect(!scene.isOpen)

        // The centered variant: in the middle of the scene, no arrow.
        #expect(driver.tap(id: "centered-button"))
        let centered = try #require(driver.app.host.placements.first { $0.anchor == driver.frame(of: "centered-button") })
        #expect(centered.placement.arrow == nil)
        #expect(centered.placement.body.center == Point(x: 410, y: 590))
        #expect(driver.tap(id: "centered-close"))
        #expect(!scene.isCenteredOpen)
    }

    @Test func stressAnchorDragsAndItsPopoverTracksLive() throws {
        let driver = try AppHarness(scene: "stress", idiom: .mac)
        let scene = try driver.scene(as: StressScene.self)
        driver.run(for: 0.5)
        // The last anchor is drawn on top of the others, so a press on its center is its own.
        let start = try #require(driver.frame(of: "stress-49"))
        let before = scene.positions[49]
        driver.send(.pointerDown(start.center, .primary))
        for step in 1...10 {
            driver.send(.pointerMove(Point(x: start.midX + 4 * Double(step), y: start.midY + 3 * Double(step))))
            // Live: the popover's anchor and arrow are where the anchor is drawn in this frame.
            let moved = try #require(driver.frame(of: "stress-49"))
            #expect(abs(moved.midX - (start.midX + 4 * Double(step))) < 1e-9)
            let placed = try #require(driver.placed("#49"))
            #expect(placed.anchor == moved)
            let arrow = try #require(placed.placement.arrow)
            let target = TrackingTarget(attachmentPoint: placed.attachmentPoint, edge: arrow.edge, gap: placed.arrowGap)
            #expect(arrow.tip.distance(to: target.expectedTip) < 1e-9)
        }
        #expect(scene.stateSummary["dragging"] == "49")
        driver.send(.pointerUp(Point(x: start.midX + 40, y: start.midY + 30), .primary))
        #expect(scene.stateSummary["dragging"] == "none")
        // The drop is kept, as a fraction of the 800 × 600 scene area.
        #expect(abs(scene.positions[49].x - (before.x + 40 / 800)) < 1e-9)
        #expect(abs(scene.positions[49].y - (before.y + 30 / 600)) < 1e-9)
        #expect(driver.frame(of: "stress-49")?.center == Point(x: start.midX + 40, y: start.midY + 30))
    }
}
