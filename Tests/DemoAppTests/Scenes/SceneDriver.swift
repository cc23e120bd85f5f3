import PopoverKit
@testable import DemoApp

/// Drives the app headlessly through its real input path: events go to `AppRuntime.handle`
/// (router, recognizers, hit testing against the last frame) interleaved with frames at 60 fps,
/// text measured by the fixed-advance measurer: no SDL, no font files.
@MainActor
final class SceneDriver {
    static let frameStep = 1.0 / 60
    let app: AppRuntime
    private(set) var time = 0.0

    init(scene name: String, idiom: Idiom) throws {
        let size = Size(width: idiom.windowSize.width, height: idiom.windowSize.height + AppRuntime.chromeHeight)
        app = AppRuntime(sceneIndex: try SceneCatalog.index(named: name), idiom: idiom, size: size,
                         measurer: FixedAdvanceTextMeasurer())
        _ = app.frame(at: 0)
    }

    /// Runs frames for `seconds`.
    func run(for seconds: Double) {
        for _ in 0..<Int((seconds / Self.frameStep).rounded()) { step() }
    }

    func step() {
        time += Self.frameStep
        _ = app.frame(at: time)
    }

    func send(_ event: InputEvent) {
        app.handle(event, at: time)
        step()
    }

    /// Presses and releases at `point`, a frame apart, then lets the result settle.
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

    func frame(of id: AnyHashable) -> Rect? {
        app.lastLayout?.frame(of: id)
    }

    /// Drags from `start` by `translation` in `steps` moves, one frame each, then releases.
    func drag(from start: Point, by translation: Size, steps: Int = 10) {
        send(.pointerDown(start, .primary))
        for index in 1...steps {
            let f = Double(index) / Double(steps)
            send(.pointerMove(Point(x: start.x + translation.width * f, y: start.y + translation.height * f)))
        }
        send(.pointerUp(Point(x: start.x + translation.width, y: start.y + translation.height), .primary))
    }

    func press(_ key: Key) {
        send(.key(KeyEvent(.down, key)))
        send(.key(KeyEvent(.up, key)))
    }

    /// The popover whose id ends with `suffix`, as placed in the last frame.
    func placed(_ suffix: String) -> PlacedPopover? {
        app.host.placements.first { $0.id.hasSuffix(suffix) }
    }

    func opacity(_ suffix: String) -> Double {
        placed(suffix)?.appearance.state.opacity ?? 0
    }
}
