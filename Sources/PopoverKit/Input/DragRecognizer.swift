/// Recognizes a drag, as SwiftUI's `DragGesture`: it begins once the pointer is at least
/// `minimumDistance` points from where it went down (at once on the press when that is 0),
/// then reports every move and the release.
///
/// Feed it every pointer event with its time. Answers: `.began`, `.changed`, `.ended` with a
/// `DragValue` (translation, locations, velocity and predicted end), and `.cancelled` from
/// `cancel()` during a begun drag. A press released before the drag began answers nothing.
public struct DragRecognizer: Hashable, Sendable {
    private struct Press: Hashable, Sendable {
        var location: Point
        var hasBegun: Bool
    }

    public var minimumDistance: Double
    public var button: PointerButton
    private var press: Press?
    private var tracker: VelocityTracker

    /// `velocityWindow`: how many seconds of recent samples the velocity is estimated from.
    public init(minimumDistance: Double = 10, button: PointerButton = .primary, velocityWindow: Double = 0.1) {
        precondition(minimumDistance >= 0, "DragRecognizer minimumDistance must not be negative, got \(minimumDistance)")
        self.minimumDistance = minimumDistance
        self.button = button
        tracker = VelocityTracker(window: velocityWindow)
    }

    /// True between `.began` and the end or cancellation.
    public var isDragging: Bool { press?.hasBegun ?? false }

    public mutating func handle(_ event: InputEvent, at time: Double) -> GestureEvent? {
        switch event {
        case .pointerDown(let location, let pressed) where pressed == button:
            tracker.reset()
            tracker.add(location, at: time)
            press = Press(location: location, hasBegun: false)
            return beginIfFarEnough(location, at: time)
        case .pointerMove(let location):
            guard let current = press else { return nil }
            tracker.add(location, at: time)
            if current.hasBegun { return .changed(value(at: location, time: time, from: current)) }
            return beginIfFarEnough(location, at: time)
        case .pointerUp(let location, let released) where released == button:
            guard let current = press else { return nil }
            tracker.add(location, at: time)
            press = nil
            return current.hasBegun ? .ended(value(at: location, time: time, from: current)) : nil
        default:
            return nil
        }
    }

    /// Abandons the current press; `.cancelled` if the drag had begun.
    @discardableResult
    public mutating func cancel() -> GestureEvent? {
        defer { press = nil }
        return isDragging ? .cancelled : nil
    }

    private mutating func beginIfFarEnough(_ location: Point, at time: Double) -> GestureEvent? {
        guard let current = press, location.distance(to: current.location) >= minimumDistance else { return nil }
        press?.hasBegun = true
        return .began(value(at: location, time: time, from: current))
    }

    private func value(at location: Point, time: Double, from press: Press) -> DragValue {
        DragValue(time: time, startLocation: press.location, location: location, velocity: tracker.velocity)
    }
}
