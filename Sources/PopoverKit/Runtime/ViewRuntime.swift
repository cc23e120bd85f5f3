/// Runs a view tree frame after frame, the way a SwiftUI window does: everything between input
/// and a display list, with no window, clock or pixels of its own.
///
/// It owns what must outlive a frame — the presentation host behind the window's presentation
/// scope (popovers need no `.presentPopovers()`, as on Apple platforms) and any inner one, the
/// input router (pointer, touch as pointer, keyboard), the implicit animations of
/// `.animation(_:value:)` — and each frame advances them to the frame's time, re-evaluates the
/// content (a kept root view's `body`, so its `@State` persists), lays it out and returns
/// what to draw. As a `WindowContent` it tells a `WindowLoop` when the next frame is due, so a
/// window at rest draws nothing.
///
/// ```swift
/// let runtime = ViewRuntime(root: ContentView(), size: Size(width: 390, height: 500), measurer: measurer)
/// runtime.handle(.pointerDown(Point(x: 195, y: 250), .primary), at: 0.5)
/// let list = runtime.frame(at: 0.5)   // hand to a compositor
/// ```
///
/// A window (`PopoverWindow`) or a headless renderer (`HeadlessRenderer`) in PopoverSDL drives
/// one; so does the demo app, whose content adds its chrome and overlays around a scene.
@MainActor
public final class ViewRuntime: WindowContent {
    /// What the content is evaluated for.
    public struct Frame: Sendable {
        /// The area being laid out, in points.
        public var size: Size
        /// The frame's time, in seconds of the driver's clock.
        public var time: Double
    }

    /// The presentation state behind the window's scope and every `.presentPopovers()` in the content.
    public let host = PresentationHost()
    /// Routes input to the views of the last frame.
    public let router = InputRouter()
    /// The motions of `.animation(_:value:)`, kept from frame to frame.
    public let animations = ImplicitAnimations()
    /// The `@State` of the content's views, by their place in the tree, kept from frame to frame.
    let stateStore = ViewStateStore()
    /// Matched geometry, transitions and the actions of `onAppear`, `onChange` and
    /// `onDisappear`, kept from frame to frame.
    let effects = LayoutEffects()
    /// The model changes (`ModelChanges`) announced before the last layout began.
    private var modelChangesLaidOut: UInt64 = 0
    /// `withAnimation` completions waiting for their animation to be logically complete.
    private var completions: [(due: Double, action: () -> Void)] = []
    /// Measures text for layout (the renderer's text engine, so layout and drawing agree).
    /// A window whose pixel scale changes replaces it with the renderer for the new scale.
    public var measurer: any TextMeasuring
    /// The area laid out, in points; a `.resize` event changes it.
    public var size: Size
    /// The environment's color scheme for the content.
    public var colorScheme: ColorScheme
    /// What the frame shows behind the content; nil: the system background of `colorScheme`.
    public var background: Color?
    /// Builds the frame's view tree. Evaluated once per frame.
    public var content: @MainActor (Frame) -> ViewNode
    /// Called before each layout with the seconds since the last frame, for state the content
    /// animates on its own clock.
    public var onAdvance: (@MainActor (Double) -> Void)?
    /// True while the content animates on its own clock (frames must keep coming).
    public var contentIsAnimating: @MainActor () -> Bool = { false }
    /// Keys no view used (both phases), for app-level shortcuts.
    public var onUnhandledKey: (@MainActor (KeyEvent) -> Void)?
    /// The last frame's layout.
    public private(set) var lastLayout: LayoutResult?
    /// The last frame's time; nil before the first.
    public private(set) var lastTime: Double?

    /// Runs `content`, evaluated anew every frame.
    public init(size: Size, measurer: any TextMeasuring, colorScheme: ColorScheme = .light,
                content: @escaping @MainActor (Frame) -> ViewNode) {
        self.size = size
        self.measurer = measurer
        self.colorScheme = colorScheme
        self.content = content
    }

    /// Runs a root view kept for the runtime's life: the same struct is re-evaluated each
    /// frame, so the `@State` and `@GestureState` it holds persist.
    public convenience init<Root: View>(root: Root, size: Size, measurer: any TextMeasuring,
                                        colorScheme: ColorScheme = .light) {
        self.init(size: size, measurer: measurer, colorScheme: colorScheme) { _ in root.makeNode() }
    }

    // MARK: Input

    /// Handles one event that arrived at `time`; unused keys go to `onUnhandledKey`.
    public func handle(_ event: InputEvent, at time: Double) {
        if let unused = route(event, at: time) { onUnhandledKey?(unused) }
    }

    /// Handles one event that arrived at `time` and returns a key event no view used.
    @discardableResult
    public func route(_ event: InputEvent, at time: Double) -> KeyEvent? {
        if case .resize(let newSize) = event { size = newSize }
        return router.handle(event, at: time)
    }

    // MARK: Frames

    /// Advances everything to `time`, evaluates the content and lays it out; input is routed
    /// against this layout until the next.
    ///
    /// What `onAppear`, `onChange` and `withAnimation` completions due by `time` do shows in this
    /// same frame: they run after a layout, and the content is laid out again (a few rounds at
    /// most; actions asked for in the last round run in the next frame).
    @discardableResult
    public func layout(at time: Double) -> LayoutResult {
        let elapsed = max(0, time - (lastTime ?? time))
        lastTime = time
        onAdvance?(elapsed)
        animations.advance(by: elapsed)
        effects.transitions.advance(by: elapsed)
        effects.frames.advance(by: elapsed)
        host.beginFrame(at: time)
        runCompletions(dueBy: time)
        var layout = layoutOnce(at: time)
        for _ in 0..<Self.actionRounds {
            let ranActions = effects.actions.run()
            let ranCompletions = runCompletions(dueBy: time)
            guard ranActions || ranCompletions else { break }
            layout = layoutOnce(at: time)
        }
        router.frameDidLayout(layout)
        lastLayout = layout
        return layout
    }

    /// How many times a frame lays out again for what its actions changed.
    private static let actionRounds = 4

    /// One layout of the content at `time`, showing the changes of the `withAnimation` calls
    /// made since the last with their animation.
    private func layoutOnce(at time: Double) -> LayoutResult {
        takeTransactions(at: time)
        defer { effects.transactionAnimation = nil }
        modelChangesLaidOut = ModelChanges.current
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let root = content(Frame(size: size, time: time))
            .presentingPopoversInWindow()
            .environment(PresentationHostKey.self, host)
            .environment(WindowBoundsKey.self, window)
            .colorScheme(colorScheme)
        var engine = LayoutEngine(measurer: measurer, animations: animations)
        engine.stateStore = stateStore
        engine.effects = effects
        stateStore.beginFrame()
        let layout = engine.layout(root, in: window,
                                   interaction: router.interaction)
        stateStore.endFrame { dropped in
            if let action = OnDisappearModifier.action(recordedIn: dropped) { effects.actions.add(action) }
        }
        return layout
    }

    /// Takes the `withAnimation` calls made since the last layout: the last animation asked
    /// for is the next layout's, and completions are due when their animation is logically
    /// complete.
    private func takeTransactions(at time: Double) {
        for entry in AnimationTransactions.shared.take() {
            if let animation = entry.animation { effects.transactionAnimation = animation }
            if let completion = entry.completion {
                completions.append((time + (entry.animation?.logicalDuration ?? 0), completion))
            }
        }
    }

    /// Runs the completions due by `time`; false if none were.
    @discardableResult
    private func runCompletions(dueBy time: Double) -> Bool {
        guard completions.contains(where: { $0.due <= time }) else { return false }
        let due = completions.filter { $0.due <= time }
        completions.removeAll { $0.due <= time }
        for completion in due { completion.action() }
        return true
    }

    /// The frame at `time`: its layout's drawing over the background.
    public func frame(at time: Double) -> DisplayList {
        layout(at: time).displayList(background: resolvedBackground)
    }

    /// `background`, or the system background of the color scheme.
    public var resolvedBackground: Color {
        background ?? Color.systemBackground.resolved(in: colorScheme)
    }

    /// When the next frame is due if no input arrives: at once before the first, the last
    /// frame's time while anything moves, a later time when a change is scheduled (a delayed
    /// insertion), nil when the next frame would show the same picture.
    public var nextFrameTime: Double? {
        guard let lastTime else { return 0 }
        // A model changed since (from outside input: input already brings a frame).
        if ModelChanges.current != modelChangesLaidOut { return lastTime }
        if contentIsAnimating() || animations.isAnimating || effects.transitions.isAnimating
            || effects.frames.isAnimating { return lastTime }
        let nextCompletion = completions.map(\.due).min()
        return [host.nextChange, nextCompletion].compactMap { $0 }.min()
    }
}
