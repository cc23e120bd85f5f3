import PopoverKit
@testable import DemoApp

/// Drives an app headlessly at 60 fps through the same input path as live events, its text
/// measured by the fixed-advance measurer: no SDL, no font files.
@MainActor
final class AppHarness {
    let app: AppRuntime
    let size: Size
    private(set) var time = 0.0
    static let step = 1.0 / 60

    init(scene: String = "example", idiom: Idiom = .phone) throws {
        size = Size(width: idiom.windowSize.width, height: idiom.windowSize.height + AppRuntime.chromeHeight)
        app = AppRuntime(sceneIndex: try SceneCatalog.index(named: scene), idiom: idiom, size: size,
                         measurer: FixedAdvanceTextMeasurer())
        _ = app.frame(at: 0)
    }

    /// Lays out frames until `seconds` more have passed.
    func run(for seconds: Double) {
        let frames = Int((seconds / Self.step).rounded())
        for _ in 0..<frames { tick() }
    }

    func tick() {
        time += Self.step
        _ = app.frame(at: time)
    }

    func send(_ event: InputEvent) {
        app.handle(event, at: time)
        tick()
    }

    func tap(_ point: Point) {
        send(.pointerDown(point, .primary))
        send(.pointerUp(point, .primary))
    }

    func key(_ key: Key, modifiers: Modifiers = []) {
        send(.key(KeyEvent(.down, key, modifiers: modifiers)))
        send(.key(KeyEvent(.up, key, modifiers: modifiers)))
    }

    /// Presses at `from`, moves in `steps` steps to `to`, and optionally releases.
    func drag(from: Point, to: Point, steps: Int = 10, release: Bool = true) {
        send(.pointerDown(from, .primary))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            send(.pointerMove(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
        }
        if release { send(.pointerUp(to, .primary)) }
    }

    /// The frame of the view given `.id(id)` in the last layout.
    func frame(of id: AnyHashable) -> Rect? { app.lastLayout?.frame(of: id) }

    func placement(containing text: String) -> PlacedPopover? {
        app.host.placements.first { $0.id.contains(text) }
    }

    var example: ExampleScene { app.scene as! ExampleScene }
}
