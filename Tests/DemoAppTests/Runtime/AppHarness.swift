import PopoverKit
import Testing
@testable import DemoApp

/// Drives the app headlessly through its real input path: events go to `AppRuntime.handle`
/// (router, recognizers, hit testing against the last frame) interleaved with frames at 60 fps,
/// text measured by the fixed-advance measurer: no SDL, no font files.
@MainActor
final class AppHarness {
    static let frameStep = 1.0 / 60
    let app: AppRuntime
    let size: Size
    private(set) var time = 0.0

    init(scene: String = "example", idiom: Idiom = .phone) throws {
        size = AppRuntime.windowSize(for: idiom)
        app = AppRuntime(sceneIndex: try SceneCatalog.index(named: scene), idiom: idiom, size: size,
                         measurer: FixedAdvanceTextMeasurer())
        _ = app.frame(at: 0)
    }

    /// Lays out frames until `seconds` more have passed. Once the app is at rest (its next frame
    /// would show the same picture, `nextFrameTime` nil), it skips to the last of those frames,
    /// as a window sleeps until input.
    func run(for seconds: Double) {
        var remaining = Int((seconds / Self.frameStep).rounded())
        while remaining > 0 {
            if remaining > 1, app.nextFrameTime == nil {
                time += Double(remaining - 1) * Self.frameStep
                remaining = 1
            }
            tick()
            remaining -= 1
        }
    }

    func tick() {
        time += Self.frameStep
        _ = app.frame(at: time)
    }

    func send(_ event: InputEvent) {
        app.handle(event, at: time)
        tick()
    }

    /// Presses and releases at `point`, a frame apart, then lets the result settle for `settle` seconds.
    func tap(_ point: Point, settle: Double = 0.6) {
        send(.pointerDown(point, .primary))
        send(.pointerUp(point, .primary))
        run(for: settle)
    }

    /// Taps the center of the view given `.id(id)` in the last frame; false when it is missing.
    @discardableResult
    func tap(id: AnyHashable, settle: Double = 0.6) -> Bool {
        guard let center = frame(of: id)?.center else { return false }
        tap(center, settle: settle)
        return true
    }

    func key(_ key: Key, modifiers: Modifiers = []) {
        send(.key(KeyEvent(.down, key, modifiers: modifiers)))
        send(.key(KeyEvent(.up, key, modifiers: modifiers)))
    }

    /// Presses at `from`, moves in `steps` moves (one frame each) to `to`, and optionally releases.
    func drag(from: Point, to: Point, steps: Int = 10, release: Bool = true) {
        glide(from: from, to: to, steps: steps, release: release) { f in
            Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
        }
    }

    /// Presses at `start`, moves by `translation` in `steps` moves (one frame each), and releases.
    func drag(from start: Point, by translation: Size, steps: Int = 10) {
        let end = Point(x: start.x + translation.width, y: start.y + translation.height)
        glide(from: start, to: end, steps: steps, release: true) { f in
            Point(x: start.x + translation.width * f, y: start.y + translation.height * f)
        }
    }

    /// The moves go through `position(f)` for f from 1/steps to 1; the release is at `end`.
    private func glide(from start: Point, to end: Point, steps: Int, release: Bool, position: (Double) -> Point) {
        send(.pointerDown(start, .primary))
        for index in 1...steps { send(.pointerMove(position(Double(index) / Double(steps)))) }
        if release { send(.pointerUp(end, .primary)) }
    }

    /// The frame of the view given `.id(id)` in the last layout.
    func frame(of id: AnyHashable) -> Rect? { app.lastLayout?.frame(of: id) }

    /// The popover whose id contains `text`, as placed in the last frame.
    func placement(containing text: String) -> PlacedPopover? {
        app.host.placements.first { $0.id.contains(text) }
    }

    /// The popover whose id ends with `suffix`, as placed in the last frame.
    func placed(_ suffix: String) -> PlacedPopover? {
        app.host.placements.first { $0.id.hasSuffix(suffix) }
    }

    func opacity(_ suffix: String) -> Double {
        placed(suffix)?.appearance.state.opacity ?? 0
    }

    /// The scene shown, as the type the test expects; the test fails when it is another.
    func scene<Scene: DemoScene>(as type: Scene.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> Scene {
        try #require(app.scene as? Scene, sourceLocation: sourceLocation)
    }

    var example: ExampleScene { app.scene as! ExampleScene }
}
