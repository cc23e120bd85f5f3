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
    /// The tracking error of the last frame, for the status line of the next.
    private(set) var lastTrackingError: Double?

    /// Height of the tab strip and status line at the bottom of the window.
    static let chromeHeight = 44.0

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
        scene = SceneCatalog.all[index].init(idiom: idiom)
    }

    func switchIdiom(to newIdiom: Idiom) {
        idiom = newIdiom
        scene = SceneCatalog.all[sceneIndex].init(idiom: newIdiom)
        configureHost()
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
        if case .key(let key) = event, key.phase == .down { scene.didPressKey() }
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
        lastTrackingError = trackingError
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

    /// The largest distance, in points, between a steady visible arrow tip and where it should
    /// point (its anchor's attachment point, less the gap), over this frame's popovers.
    var trackingError: Double? {
        let errors = host.placements.compactMap { placed -> Double? in
            guard placed.isSteady, let arrow = placed.placement.arrow, !arrow.isSaturated,
                  let tip = placed.drawnTip else { return nil }
            return tip.distance(to: TrackingTarget(attachmentPoint: placed.attachmentPoint, edge: arrow.edge,
                                                   gap: placed.arrowGap).expectedTip)
        }
        return errors.max()
    }
}
