import Foundation
import PopoverKit
import PopoverSDL

/// Draws each frame of the demo window with the demo's extras around the app's frame: the
/// window follows an idiom switch, a recording takes the frame and shows its badge and notices,
/// the first frame is reported for the benchmark, and the status line shows the frame's time.
final class WindowFrame {
    private let session: LiveSession
    private let take: WindowTake
    private let backend: WindowBackend
    private let events: SDLWindowEvents
    private var lastIdiom: Idiom
    private var reportsFirstFrame = ProcessInfo.processInfo.environment[WindowBenchmark.firstFrameVariable] != nil

    init(session: LiveSession, take: WindowTake, backend: WindowBackend, events: SDLWindowEvents) {
        self.session = session
        self.take = take
        self.backend = backend
        self.events = events
        lastIdiom = session.app.idiom
    }

    /// A recording fills every slot of its clip, so it needs frames at the full rate, and a
    /// notice must go on time.
    var needsEveryFrame: Bool { take.recorder != nil || take.notice != nil }

    func draw(at now: Double) {
        let app = session.app
        followIdiom(of: app)
        let frameStart = events.now
        // A new pixel scale (an idiom scaled down to fit) brings a new text renderer: measure
        // with it, or text laid out at the old scale overlaps when drawn at the new one.
        app.view.measurer = backend.textRenderer
        app.pixelScale = backend.scale
        backend.draw(session.frame(at: now, size: backend.pointSize))
        take.didDraw(backend.frame, at: now)
        drawOverlays()
        backend.present()
        if reportsFirstFrame {
            reportsFirstFrame = false
            Console.out(WindowBenchmark.firstFrameLine)
        }
        app.frameMilliseconds = (events.now - frameStart) * 1000
    }

    /// An idiom switch brings the new idiom's window.
    private func followIdiom(of app: AppRuntime) {
        guard app.idiom != lastIdiom else { return }
        lastIdiom = app.idiom
        backend.resize(to: AppRuntime.windowSize(for: app.idiom))
    }

    /// The recording's badge and the take's notice, over the frame and not in the recording.
    private func drawOverlays() {
        if take.isRecording {
            backend.drawOverlay(RecordingBadge(size: backend.pointSize).items(measurer: backend.textRenderer))
        }
        if let notice = take.notice {
            backend.drawOverlay(notice.items(size: backend.pointSize, measurer: backend.textRenderer))
        }
    }
}
