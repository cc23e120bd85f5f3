import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// Once the app is at rest, its frames draw nothing (the compositor finds no rectangle changed)
/// and none is asked for.
@MainActor
@Suite struct IdleFrameTests {
    @Test(arguments: ["example", "multiple", "system", "matched", "uikit", "stress"])
    func anIdleFrameHasNoDamage(_ scene: String) throws {
        let runtime = try SharedSDL.headless()
        let idiom = Idiom.mac
        let size = AppRuntime.windowSize(for: idiom)
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
        let app = AppRuntime(sceneIndex: try SceneCatalog.index(named: scene), idiom: idiom, size: size,
                             measurer: backend.textRenderer)
        let compositor = Compositor(scale: 1, text: backend.textRenderer)
        var frame = PixelBuffer(width: Int(size.width), height: Int(size.height))
        var time = 0.0
        var damage: [PixelRect] = []
        // Three seconds for delayed insertions, fades and springs to finish, then a second at rest.
        // The three seconds are stepped at 10 fps: the app's animations follow the clock, not the
        // frame count, and laying out 50 popovers 180 times to get there was most of the test.
        // The second at rest is checked frame by frame, at 60 fps, as the window draws it.
        let times = (1..<30).map { Double($0) / 10 } + (0...60).map { 3 + Double($0) / 60 }
        for next in times {
            time = next
            damage = compositor.render(app.frame(at: time), into: &frame)
            if time > 3, !damage.isEmpty { break }
        }
        #expect(damage.isEmpty, "an idle frame at \(time) s redrew \(damage)")
        // And the runtime asks for no further frame: the window's loop may sleep.
        #expect(app.nextFrameTime == nil, "a frame is still due at \(time) s")
    }
}
