import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The multiple scene as launched, in every idiom: its bubbles cover neither each other, nor
/// another anchor, nor (outside it) the nested panel, and keep clear of the window's edge.
@MainActor
@Suite struct MultipleSceneLayoutTests {
    /// The least room between a bubble and the window's edge.
    static let edgeClearance = 4.0

    @Test(arguments: Idiom.allCases)
    func bubblesOverlapNothingAndKeepClearOfTheEdge(_ idiom: Idiom) throws {
        let size = AppRuntime.windowSize(for: idiom)
        let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: size, scale: 1)
        let app = AppRuntime(sceneIndex: try SceneCatalog.index(named: "multiple"), idiom: idiom, size: size,
                             measurer: backend.textRenderer)
        _ = FixedStepClock.run(app, until: 1.5, fps: 10)
        let layout = try #require(app.lastLayout)
        let panel = try #require(layout.frame(of: "nested-panel"))
        let anchors = ["A", "B", "C", "D", "E", "N"].compactMap { letter in layout.frame(of: "anchor-\(letter)").map { (letter, $0) } }
        // The bubble with its arrow: the body grown by the arrow's height toward the anchor.
        let shown = app.host.placements.filter { $0.appearance.isRendered }.map { placed in
            (id: placed.id, scope: placed.scope, frame: placed.placement.body.insetBy(dx: 0, dy: -ArrowSpec.standard.height))
        }
        #expect(shown.count >= 3, "\(idiom): \(shown.map(\.id))")
        // The nested panel's popover is the one in a scope of its own.
        let outerScope = shown.first { $0.id == "A" }?.scope
        func isNested(_ bubble: (id: String, scope: String, frame: Rect)) -> Bool { bubble.scope != outerScope }
        let window = Rect(x: 0, y: 0, width: idiom.windowSize.width, height: idiom.windowSize.height)
        for (index, bubble) in shown.enumerated() {
            let clear = window.insetBy(dx: Self.edgeClearance, dy: Self.edgeClearance)
            #expect(clear.minX <= bubble.frame.minX && bubble.frame.maxX <= clear.maxX && clear.minY <= bubble.frame.minY && bubble.frame.maxY <= clear.maxY, "\(idiom): \(bubble.id) at \(bubble.frame) is within \(Self.edgeClearance) pt of the edge")
            for other in shown[(index + 1)...] {
                #expect(!bubble.frame.intersects(other.frame), "\(idiom): \(bubble.id) covers \(other.id)")
            }
            for (letter, anchor) in anchors where letter != bubble.id && !(isNested(bubble) && letter == "N") {
                #expect(!bubble.frame.intersects(anchor), "\(idiom): \(bubble.id) covers anchor \(letter)")
            }
            if !isNested(bubble) {
                #expect(!bubble.frame.intersects(panel), "\(idiom): \(bubble.id) covers the nested panel")
            }
        }
    }

    /// A window smaller than the scene: the content overflows it, and the presentation scope
    /// with it, but the bubbles stay in the window (A's was drawn past the left edge at 200x300);
    /// one that cannot without covering its anchor hides, as the original does.
    @Test func aWindowSmallerThanTheSceneKeepsTheBubblesInIt() throws {
        let size = Size(width: 200, height: 300)
        let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: size, scale: 1)
        let app = AppRuntime(sceneIndex: try SceneCatalog.index(named: "multiple"), idiom: .phone, size: size,
                             measurer: backend.textRenderer)
        _ = FixedStepClock.run(app, until: 1.5, fps: 10)
        let shown = app.host.placements.filter { $0.appearance.isRendered }
        #expect(shown.count >= 3, "\(shown.map(\.id))")
        let window = Rect(origin: .zero, size: size)
        for placed in shown {
            let body = placed.placement.body
            #expect(window.minX <= body.minX && body.maxX <= window.maxX && window.minY <= body.minY && body.maxY <= window.maxY,
                    "\(placed.id) at \(body) is not inside the window \(window)")
        }
    }
}
