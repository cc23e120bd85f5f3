import PopoverKit

/// What the window runs: the app, started again for each take so that a captured take replays
/// from where it began.
///
/// A take starts the app afresh in the scene, idiom and size it had, on a clock that reads 0 at
/// that moment, as a scenario starts; the placement policy and the geometry overlay carry over
/// as the keys that set them, at 0 s. From then on every input the app handles goes into the
/// take's `InputCapture` too, at the app's time. Key R is not an input of the take: the session
/// hands it to `onRecordKey`, which starts or ends takes.
final class LiveSession: WindowContent {
    private(set) var app: AppRuntime
    /// The window time the app's clock counts from: when the current take started.
    private(set) var origin = 0.0
    /// The current take's inputs; nil while not capturing.
    private(set) var capture: InputCapture?
    /// Key R went down at this window time.
    var onRecordKey: ((Double) -> Void)?
    private var recordKeyWentDown = false

    init(app: AppRuntime) {
        self.app = app
        listen(to: app)
    }

    private func listen(to app: AppRuntime) {
        app.onToggleRecording = { [unowned self] in recordKeyWentDown = true }
    }

    /// The app's time at window time `now`.
    func appTime(_ now: Double) -> Double { now - origin }

    func handle(_ event: InputEvent, at now: Double) {
        let time = appTime(now)
        let before = state
        app.handle(event, at: time)
        if recordKeyWentDown {
            recordKeyWentDown = false
            onRecordKey?(now)
            return
        }
        capture?.record(event, at: time, before: before, after: state)
    }

    var nextFrameTime: Double? { app.nextFrameTime.map { $0 + origin } }

    func quits(on event: InputEvent) -> Bool { app.quits(on: event) }

    var drawsOneMoreFrameBeforeResting: Bool { app.drawsOneMoreFrameBeforeResting }

    /// Lays out and draws the app at window time `now` in a window of `size` points.
    func frame(at now: Double, size: Size) -> DisplayList {
        // A resize event may have resized the app already; the capture keeps its own last size.
        let laidOut = InputCapture.laidOutSize(size)
        app.resize(to: laidOut)
        capture?.resize(to: laidOut, at: appTime(now))
        return app.frame(at: appTime(now))
    }

    /// Starts a take at window time `now`, capturing its input.
    func startTake(at now: Double) {
        let old = app
        let fresh = AppRuntime(sceneIndex: old.sceneIndex, idiom: old.idiom, size: old.size, measurer: old.measurer)
        fresh.pixelScale = old.pixelScale
        fresh.frameMilliseconds = old.frameMilliseconds
        listen(to: fresh)
        app = fresh
        origin = now
        capture = InputCapture(opening: InputCapture.Opening(scene: old.sceneName, idiom: old.idiom.rawValue, size: old.size))
        var settings: [Key] = []
        if old.host.policy != fresh.host.policy { settings.append(.letter("p")) }
        if old.showsGeometry != fresh.showsGeometry { settings.append(.letter("g")) }
        for key in settings {
            handle(.key(KeyEvent(.down, key)), at: now)
            handle(.key(KeyEvent(.up, key)), at: now)
        }
    }

    /// Ends the take: its inputs, and its length in seconds at window time `now`.
    func endTake(at now: Double) -> (capture: InputCapture, seconds: Double)? {
        guard let capture else { return nil }
        self.capture = nil
        return (capture, appTime(now))
    }

    private var state: InputCapture.AppState {
        InputCapture.AppState(scene: app.sceneName, idiom: app.idiom.rawValue, hovered: app.router.interaction.hovered)
    }
}
