import Testing
@testable import PopoverKit

/// A library window's loop, as `PopoverWindow.run` runs a view: it carries no app's policy.
/// No key quits it, only the window closing; and at rest it draws no frame more than the
/// picture needs.
@MainActor
@Suite struct WindowLoopTests {
    /// Input on a fake clock: each wait jumps to the next scripted event, or to the deadline
    /// when that comes first; the script ends with a quit.
    final class Script: WindowEventSource {
        private(set) var now = 0.0
        private var events: [(time: Double, event: InputEvent)]

        init(_ events: [(time: Double, event: InputEvent)]) {
            self.events = events
        }

        func events(waitingUntil deadline: Double?) -> [InputEvent] {
            if let next = events.first, next.time <= (deadline ?? .infinity) {
                now = max(now, next.time)
                events.removeFirst()
                return [next.event]
            }
            if let deadline { now = max(now, deadline) }
            return []
        }
    }

    /// The times of the frames a still view's window draws over `script`, and the clock's
    /// time when its loop ended.
    func run(_ script: [(time: Double, event: InputEvent)]) -> (frames: [Double], end: Double) {
        let content = ViewRuntime(size: Size(width: 200, height: 100), measurer: FixedAdvanceTextMeasurer()) { _ in
            Text("Hello").makeNode()
        }
        let source = Script(script)
        var frames: [Double] = []
        WindowLoop(app: content, source: source) { time in
            _ = content.frame(at: time)
            frames.append(time)
        }.run()
        return (frames, source.now)
    }

    @Test func keyQDoesNotQuitALibraryWindowOnlyClosingItDoes() {
        let (frames, end) = run([(2, .key(KeyEvent(.down, .letter("q")))), (5, .pointerDown(Point(x: 1, y: 1), .primary)),
                                 (10, .quit)])
        #expect(frames.contains(5))
        #expect(end == 10)
    }

    @Test func aStillViewDrawsOneFrameForEachInputAndNoneMore() {
        let (frames, _) = run([(2, .pointerMove(Point(x: 1, y: 1))), (10, .quit)])
        #expect(frames == [0, 2])
    }
}
