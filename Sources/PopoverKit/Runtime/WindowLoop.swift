/// The window's frame loop. It draws a frame only when the picture may change: when input
/// arrived, while an animation runs, and when a scheduled change falls due (a delayed
/// insertion). Otherwise it sleeps in the event wait, whose timeout is set only by the next
/// scheduled change, so a window at rest draws nothing.
@MainActor
public final class WindowLoop {
    private let app: any WindowContent
    private let source: any WindowEventSource
    /// Shortest time between two frames while something moves; 0 draws as fast as it can.
    public var frameInterval: Double
    /// Draws and shows `app`'s frame at a time, in seconds of the source's clock.
    private let drawFrame: (Double) -> Void
    /// True while frames must come at the full rate even at rest (a recording in progress).
    public var drawsContinuously: () -> Bool = { false }
    /// Frames drawn so far.
    public private(set) var frameCount = 0

    /// The standard frame rate while anything moves.
    public static let defaultFrameInterval = FrameRate.standard.interval

    public init(app: any WindowContent, source: any WindowEventSource, frameInterval: Double = defaultFrameInterval,
         drawFrame: @escaping (Double) -> Void) {
        self.app = app
        self.source = source
        self.frameInterval = frameInterval
        self.drawFrame = drawFrame
    }

    /// Runs until a quit event, or an event the content quits on.
    public func run() {
        var lastFrame = -Double.infinity
        // The first frame is due at once.
        var due: Double? = source.now
        var isSettling = false
        while true {
            let earliest = lastFrame + frameInterval
            let events = source.events(waitingUntil: due.map { max($0, earliest) })
            for event in events {
                if event == .quit || app.quits(on: event) { return }
                app.handle(event, at: source.now)
            }
            if !events.isEmpty { due = min(due ?? .infinity, source.now) }
            let now = source.now
            guard let dueTime = due, now >= max(dueTime, earliest) else { continue }
            drawFrame(now)
            frameCount += 1
            lastFrame = now
            due = drawsContinuously() ? now : app.nextFrameTime
            let moving = due.map { $0 <= now } ?? false
            if !moving && !isSettling && app.drawsOneMoreFrameBeforeResting {
                due = now
                isSettling = true
            } else {
                isSettling = false
            }
        }
    }
}
