import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// Every scene builds, lays out and renders headlessly in every idiom, with its controls inside
/// the scene area and its popovers placed at finite frames.
@MainActor
@Suite struct SceneRenderTests {
    @Test func catalogListsTheScenesInTabOrder() {
        #expect(SceneCatalog.names == ["example", "multiple", "system", "matched", "uikit", "stress"])
    }

    @Test(arguments: Idiom.allCases)
    func everySceneRendersInIdiom(_ idiom: Idiom) throws {
        let runtime = try SharedSDL.headless()
        let size = AppRuntime.windowSize(for: idiom)
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
        for index in SceneCatalog.all.indices {
            let app = AppRuntime(sceneIndex: index, idiom: idiom, size: size, measurer: backend.textRenderer)
            let name = app.sceneName
            // 10 fps is enough to bring every delayed popover in by 1 s, and keeps debug builds quick.
            backend.draw(FixedStepClock.run(app, until: 1.0, fps: 10))
            let layout = try #require(app.lastLayout, "\(name) in \(idiom)")
            let sceneArea = Rect(x: 0, y: 0, width: idiom.windowSize.width, height: idiom.windowSize.height)

            // Controls and drag handles lie inside the scene area (the tab strip's are below it).
            let controls = layout.root.allNodes.compactMap { layout.target(for: $0.identity) }
                .filter { $0.frame.minY < sceneArea.maxY && $0.frame.width < sceneArea.width }
            #expect(!controls.isEmpty, "\(name) in \(idiom) has no controls")
            for control in controls {
                let inside = control.frame.minX >= -0.5 && control.frame.maxX <= sceneArea.maxX + 0.5
                    && control.frame.minY >= -0.5 && control.frame.maxY <= sceneArea.maxY + 0.5
                #expect(inside, "\(name) in \(idiom): control \(control.identity) at \(control.frame)")
            }
            for placed in app.host.placements {
                let body = placed.placement.body
                let finite = [body.minX, body.minY, body.width, body.height].allSatisfy { $0.isFinite }
                #expect(finite, "\(name): \(placed.id)")
            }

            // Content is drawn over the scene's background: at least 0.2% of the scene area differs
            // from the background's colour (its most common one), in light and dark idioms alike.
            // A colour on more than half the area is the most common one, and a majority vote
            // (Boyer–Moore) finds it without counting every colour; with none on more than half,
            // the content covers at least half, and the vote's colour, counted, says so too.
            let frame = backend.frame
            var candidate: UInt32 = 0, votes = 0
            for y in 0..<Int(sceneArea.height) {
                for x in 0..<frame.width {
                    let color = frame[x, y] & 0xFFFFFF
                    if votes == 0 { candidate = color; votes = 1 } else { votes += color == candidate ? 1 : -1 }
                }
            }
            var background = 0
            for y in 0..<Int(sceneArea.height) {
                for x in 0..<frame.width where frame[x, y] & 0xFFFFFF == candidate { background += 1 }
            }
            let total = frame.width * Int(sceneArea.height)
            #expect(Double(total - background) > 0.002 * Double(total), "\(name) in \(idiom) drew \(total - background) pixels over its background")
        }
    }
}
