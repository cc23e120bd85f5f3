import PopoverKit
import Testing
@testable import DemoApp

/// Input on a fake clock: each wait jumps the clock to the next scripted event, or to the
/// deadline when that comes first. With no deadline and no input left, a real window would
/// sleep forever; here the script's last event (a quit) ends the run.
final class ScriptedEventSource: WindowEventSource {
    private(set) var now = 0.0
    private var script: [(time: Double, event: InputEvent)]
    /// Every wait the loop asked for: when it began and its deadline (nil: until input).
    private(set) var waits: [(start: Double, deadline: Double?)] = []

    init(_ script: [(time: Double, event: InputEvent)]) {
        self.script = script
    }

    func events(waitingUntil deadline: Double?) -> [InputEvent] {
        waits.append((now, deadline))
        if let next = script.first, next.time <= (deadline ?? .infinity) {
            now = max(now, next.time)
            script.removeFirst()
            return [next.event]
        }
        if let deadline { now = max(now, deadline) }
        return []
    }
}

@MainActor
@Suite struct WindowLoopTests {
    /// Runs the example scene's window loop over `script`; returns the frames' times and the
    /// source, whose clock and waits the loop used.
    /// Key R toggles a recording, as the window's is: while it runs, frames come continuously.
    func run(_ script: [(time: Double, event: InputEvent)], idiom: Idiom = .phone)
        -> (frames: [Double], source: ScriptedEventSource) {
        let size = Size(width: idiom.windowSize.width, height: idiom.windowSize.height + AppRuntime.chromeHeight)
        let app = AppRuntime(sceneIndex: 0, idiom: idiom, size: size, measurer: FixedAdvanceTextMeasurer())
        let source = ScriptedEventSource(script)
        var frames: [Double] = []
        let loop = WindowLoop(app: app, source: source) { time in
            _ = app.frame(at: time)
            frames.append(time)
        }
        var isRecording = false
        app.onToggleRecording = { isRecording.toggle() }
        loop.drawsContinuously = { isRecording }
        loop.run()
        #expect(loop.frameCount == frames.count)
        return (frames, source)
    }

    @Test func aSceneAtRestDrawsNothingUntilItsDelayedInsertionWakesIt() {
        let (frames, source) = run([(10, .quit)])
        // The launch frame and one for the status line, then nothing until the bubble's 0.5 s
        // insertion delay runs out.
        #expect(Array(frames.prefix(3)) == [0, 1.0 / 60, PresentationCoordinator().insertionDelay])
        // The wait after those two frames times out exactly then.
        #expect(source.waits.contains { $0.start == 1.0 / 60 && $0.deadline == 0.5 })
        // The fade in runs at 60 fps, then one frame more for the status line, then none.
        let fade = Animation.defaultDuration
        let fadeFrames = frames.filter { $0 > 0.5 }
        #expect(fadeFrames.count == Int((fade * 60).rounded(.up)) + 1)
        #expect(zip(fadeFrames, fadeFrames.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(frames.allSatisfy { $0 < 0.5 + fade + 0.05 })
        // At rest it sleeps with no timeout until the quit at 10 s.
        #expect(source.waits.last?.deadline == nil)
        #expect(source.now == 10)
    }

    @Test func inputDrawsAFrameAndASpringKeepsFramesComingUntilItSettles() throws {
        let press = Point(x: 195, y: 500), moved = Point(x: 235, y: 560)
        let (frames, source) = run([
            (3, .pointerDown(press, .primary)),
            (3.1, .pointerMove(moved)),
            (3.2, .pointerUp(moved, .primary)),
            (10, .quit),
        ])
        // One frame for each input at its own time; the press starts no motion, so it gets only
        // one more frame, for the status line.
        #expect(frames.contains(3) && frames.contains(3.1) && frames.contains(3.2))
        let pressFrames: [Double] = frames.filter { $0 >= 3 && $0 < 3.1 }
        let expected: [Double] = [3, 3 + 1.0 / 60]
        #expect(pressFrames == expected)
        let afterRelease = frames.filter { $0 > 3.2 }
        #expect(!afterRelease.isEmpty)
        #expect(zip(afterRelease, afterRelease.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        // The snap-back spring (response 0.35) settles within about two seconds; then nothing.
        let last = try #require(afterRelease.last)
        #expect(last < 5.5)
        #expect(frames.filter { $0 > 2 && $0 < 3 }.isEmpty)
        #expect(source.waits.last?.deadline == nil)
    }

    @Test func aRecordingGetsEveryFrameAtRestUntilItStops() {
        // Key R starts a recording at 2 s, and again stops it at 3 s: 60 frames a second
        // in between although nothing moves.
        let (frames, _) = run([(2, .key(KeyEvent(.down, .letter("r")))), (3, .key(KeyEvent(.down, .letter("r")))), (10, .quit)])
        let recorded = frames.filter { $0 >= 2 && $0 < 3 }
        #expect(recorded.count >= 59 && recorded.count <= 61)
        #expect(zip(recorded, recorded.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(frames.filter { $0 > 3.1 }.isEmpty)
    }

    /// Q ends the loop at once: no frame after it, and the rest of the input is never read.
    @Test func keyQQuits() {
        let (frames, source) = run([(2, .key(KeyEvent(.down, .letter("q")))), (5, .pointerDown(Point(x: 1, y: 1), .primary)), (10, .quit)])
        #expect(frames.allSatisfy { $0 <= 2 })
        #expect(source.now == 2)
    }

    /// The window runs the app inside a `LiveSession`, which keeps the app's policy: Q quits,
    /// and the frame after the launch frame is the status line's.
    @Test func theWindowsSessionQuitsOnQAndDrawsTheStatusLinesFrame() {
        let size = AppRuntime.windowSize(for: .phone)
        let session = LiveSession(app: AppRuntime(sceneIndex: 0, idiom: .phone, size: size, measurer: FixedAdvanceTextMeasurer()))
        let source = ScriptedEventSource([(2, .key(KeyEvent(.down, .letter("q")))), (5, .pointerDown(Point(x: 1, y: 1), .primary)), (10, .quit)])
        var frames: [Double] = []
        WindowLoop(app: session, source: source) { now in
            _ = session.frame(at: now, size: size)
            frames.append(now)
        }.run()
        #expect(Array(frames.prefix(2)) == [0, 1.0 / 60])
        #expect(source.now == 2)
    }

    @Test func framesWhileMovingAreNeverCloserThanTheFrameInterval() {
        let start = Point(x: 195, y: 500)
        var script: [(time: Double, event: InputEvent)] = [(2, .pointerDown(start, .primary))]
        // Pointer moves every 2 ms, as a fast mouse sends them.
        for i in 1...100 { script.append((2 + Double(i) * 0.002, .pointerMove(Point(x: 195, y: 500 + Double(i))))) }
        script.append((10, .quit))
        let (frames, _) = run(script)
        let dragFrames = frames.filter { $0 >= 2 && $0 <= 2.2 }
        #expect(zip(dragFrames, dragFrames.dropFirst()).allSatisfy { $1 - $0 >= 1.0 / 60 - 1e-9 })
        // 200 ms of moves at 60 fps: about 12 frames, not one per move.
        #expect(dragFrames.count >= 11 && dragFrames.count <= 14)
    }
}
