import PopoverKit
import PopoverSDL

/// One page of the demo: it owns its state, builds its view tree each frame, and advances its
/// own animations (the popovers' transitions belong to the presentation host).
protocol DemoScene: AnyObject {
    /// The scene's command-line name.
    static var name: String { get }
    /// The tab strip's label.
    static var title: String { get }
    init(idiom: Idiom)
    /// The view tree for this frame.
    func body(context: SceneContext) -> ViewNode
    /// Moves the scene's own animations forward.
    func advance(by seconds: Double)
    /// True while the scene's own animations move, so frames must keep coming without input.
    var isAnimating: Bool { get }
    /// A short description of the scene's state, for tests and the status line.
    var stateSummary: [String: String] { get }
    /// The user's first drag or key press has happened, in this scene or an earlier one: a
    /// first-minute hint, if the scene shows one, goes.
    func endFirstMinute()
    /// True once the scene itself saw the user's first drag (the app sees key presses itself).
    var hasEndedFirstMinute: Bool { get }
}

extension DemoScene {
    func advance(by seconds: Double) {}
    var isAnimating: Bool { false }
    func endFirstMinute() {}
    var hasEndedFirstMinute: Bool { false }
}

/// What a scene knows while building a frame.
struct SceneContext {
    var idiom: Idiom
    var size: Size
    var time: Double
}

extension DemoScene {
    /// A binding to one of the scene's properties (scenes are classes that outlive frames).
    func binding<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) -> Binding<Value> {
        Binding(get: { [unowned self] in self[keyPath: keyPath] },
                set: { [unowned self] in self[keyPath: keyPath] = $0 })
    }
}

/// The demo's scenes in tab order (keys 1 to 6).
enum SceneCatalog {
    static let all: [any DemoScene.Type] = [ExampleScene.self, MultipleScene.self, SystemScene.self, MatchedScene.self, UIKitScene.self, StressScene.self]

    static var names: [String] { all.map { $0.name } }

    static func index(named name: String) throws -> Int {
        guard let index = names.firstIndex(of: name) else {
            throw UsageError("unknown scene \"\(TerminalText.escaped(name))\"; valid scenes: \(names.joined(separator: ", "))")
        }
        return index
    }
}
