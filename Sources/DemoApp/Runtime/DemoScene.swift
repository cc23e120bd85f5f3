import PopoverKit

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
    /// A key went down (whatever it does).
    func didPressKey()
}

extension DemoScene {
    func advance(by seconds: Double) {}
    var isAnimating: Bool { false }
    func didPressKey() {}
}

/// What a scene knows while building a frame.
struct SceneContext {
    var idiom: Idiom
    var size: Size
    var time: Double
}
