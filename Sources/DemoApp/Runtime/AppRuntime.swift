import PopoverKit

/// The running demo, independent of where frames go: the current scene and idiom, the app's
/// keys, chrome and overlays, around the library's `ViewRuntime`, which owns the presentation
/// host, input routing, implicit animations and layout as it does for any package's root view.
/// The window, the screenshot command and the scenario runner all drive it the same way.
final class AppRuntime: WindowContent {
    private(set) var idiom: Idiom
    private(set) var sceneIndex: Int
    private(set) var scene: any DemoScene
    /// The library's runtime: host, router, animations and layout; its content is the scene
    /// and the chrome.
    let view: ViewRuntime
    var host: PresentationHost { view.host }
    var router: InputRouter { view.router }
    var animations: ImplicitAnimations { view.animations }
    var measurer: any TextMeasuring { view.measurer }
    var size: Size { view.size }
    var lastLayout: LayoutResult? { view.lastLayout }
    var showsHelp = false
    var showsGeometry = false
    /// Shown in the status line; set by whoever measures frames.
    var frameMilliseconds: Double?
    /// Key R: the window toggles its recording.
    var onToggleRecording: (() -> Void)?
    /// Pixels per point of the output, for reporting errors in pixels.
    var pixelScale = 1.0
    /// The arrows' tracking in the last frame, for the status line of the next.
    private(set) var lastTipTracking: [TipTracking] = []
    /// The chrome's last status line and what it was worked out from.
    var lastStatusLine: (inputs: StatusLineInputs, line: String)?
    /// The chrome's last view and what it showed.
    var lastChrome: (inputs: Chrome.Inputs, view: ViewNode)?
    /// Set by the user's first drag or key press, in any scene: hints for newcomers stay away.
    private var firstMinuteIsOver = false

    /// Height of the tab strip and status line at the bottom of the window.
    static let chromeHeight = 44.0

    /// The window an idiom opens in, and that an idiom switch resizes it to: the idiom's screen
    /// with the chrome below it.
    static func windowSize(for idiom: Idiom) -> Size {
        Size(width: idiom.windowSize.width, height: idiom.windowSize.height + chromeHeight)
    }

    init(sceneIndex: Int = 0, idiom: Idiom, size: Size, measurer: any TextMeasuring) {
        self.idiom = idiom
        self.sceneIndex = sceneIndex
        view = ViewRuntime(size: size, measurer: measurer, content: { _ in .empty })
        scene = SceneCatalog.all[sceneIndex].init(idiom: idiom)
        view.content = { [unowned self] frame in rootView(frame) }
        view.onAdvance = { [unowned self] elapsed in scene.advance(by: elapsed) }
        view.contentIsAnimating = { [unowned self] in scene.isAnimating }
        configureHost()
    }

    var sceneName: String { type(of: scene).name }

    func switchScene(to index: Int) {
        guard SceneCatalog.all.indices.contains(index), index != sceneIndex else { return }
        sceneIndex = index
        router.forgetTargets()
        scene = makeScene()
    }

    func switchIdiom(to newIdiom: Idiom) {
        idiom = newIdiom
        router.forgetTargets()
        scene = makeScene()
        configureHost()
    }

    /// The current scene index's scene in the current idiom, told if the first minute is over.
    private func makeScene() -> any DemoScene {
        firstMinuteIsOver = firstMinuteIsOver || scene.hasEndedFirstMinute
        let made = SceneCatalog.all[sceneIndex].init(idiom: idiom)
        if firstMinuteIsOver { made.endFirstMinute() }
        return made
    }

    func resize(to newSize: Size) {
        view.size = newSize
    }

    private func configureHost() {
        host.dismissesOnTap = idiom.tapToDismiss
        host.isCompact = idiom.isCompact
        view.colorScheme = idiom.colorScheme
        view.background = idiom.background
    }

    // MARK: Input

    func handle(_ event: InputEvent, at time: Double) {
        if case .key(let key) = event, key.phase == .down {
            firstMinuteIsOver = true
            scene.endFirstMinute()
        }
        // Escape closes the help card before it reaches anything beneath it.
        if showsHelp, case .key(let key) = event, key.key == .escape {
            if key.phase == .down { showsHelp = false }
            return
        }
        guard let unused = view.route(event, at: time), unused.phase == .down else { return }
        handleAppKey(unused)
    }

    private func handleAppKey(_ key: KeyEvent) {
        switch key.key {
        case .digit(let n) where (1...SceneCatalog.all.count).contains(n):
            switchScene(to: n - 1)
        case .letter("i"):
            switchIdiom(to: idiom.next)
        case .letter("h"), .function(1):
            showsHelp.toggle()
        case .letter("g"):
            showsGeometry.toggle()
        case .letter("p"):
            host.policy = host.policy == .original ? .edges : .original
        case .letter("r"):
            onToggleRecording?()
        default:
            break
        }
    }

    // MARK: Frames

    /// Advances to `time` and lays out, draws and records this frame.
    func frame(at time: Double) -> DisplayList {
        let layout = view.layout(at: time)
        lastTipTracking = tipTracking
        var list = layout.displayList(background: view.resolvedBackground)
        if showsGeometry { list.append(contentsOf: GeometryOverlay(placements: host.placements).items) }
        if showsHelp { list.append(contentsOf: HelpCard(size: size, measurer: measurer, colorScheme: idiom.colorScheme).items) }
        return list
    }

    /// The frame's view tree: the scene above the chrome, in the idiom's tint. (The view
    /// runtime adds the presentation host and the color scheme around it.)
    private func rootView(_ frame: ViewRuntime.Frame) -> ViewNode {
        let size = frame.size
        let sceneArea = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - Self.chromeHeight))
        let context = SceneContext(idiom: idiom, size: sceneArea.size, time: frame.time)
        let sceneView = scene.body(context: context).background(idiom.windowBackground)
        return AbsoluteLayout {
            sceneView
                .environment(PopoverCornerRadiusKey.self, idiom.cornerRadius)
                .environment(PopoverPaddingKey.self, idiom.bubblePadding)
                .environment(SystemPopoverMaterialKey.self, idiom.systemPopoverMaterial)
                .frame(width: sceneArea.width, height: sceneArea.height)
                .clipped()
                .placed(at: sceneArea)
            Chrome(runtime: self).body
                .placed(at: Rect(x: 0, y: sceneArea.maxY, width: size.width, height: Self.chromeHeight))
        }
        .tint(idiom.tint)
    }

    /// When the next frame is due if no input arrives: the last frame's time while anything
    /// moves, a later time when a change is scheduled (a delayed insertion), nil when the next
    /// frame would show the same scene.
    var nextFrameTime: Double? { view.nextFrameTime }

    /// How each steady, visible arrow tip of this frame stands against its anchor, by the rule
    /// `verify` judges by.
    var tipTracking: [TipTracking] {
        host.placements.compactMap { placed -> TipTracking? in
            guard placed.isSteady, placed.placement.isVisible, let tip = placed.drawnTip else { return nil }
            return TipTracking(placement: placed.placement, tip: tip, attachmentPoint: placed.attachmentPoint, gap: placed.arrowGap)
        }
    }
}
