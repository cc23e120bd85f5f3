/// Recognizes a tap: a press released within `slop` points of where it went down and, when
/// `maximumDuration` is set, within that many seconds.
///
/// Feed it every pointer event with its time. It answers `.tapped(location)` on a release
/// that counts as a tap (at the release location), and `.cancelled` once, as soon as the
/// press stops being a tap candidate (moved beyond the slop, held too long) or on `cancel()`.
public struct TapRecognizer: Hashable, Sendable {
    private struct Press: Hashable, Sendable {
        var location: Point
        var time: Double
        var isCandidate: Bool
    }

    public var slop: Double
    public var maximumDuration: Double?
    public var button: PointerButton
    private var press: Press?

    public init(slop: Double = 10, maximumDuration: Double? = nil, button: PointerButton = .primary) {
        precondition(slop >= 0, "TapRecognizer slop must not be negative, got \(slop)")
        self.slop = slop
        self.maximumDuration = maximumDuration
        self.button = button
    }

    /// True while a press is down and may still become a tap (a button's pressed look).
    public var isPressed: Bool { press?.isCandidate ?? false }

    /// Where the current press went down.
    var pressLocation: Point? { press?.location }

    public mutating func handle(_ event: InputEvent, at time: Double) -> GestureEvent? {
        switch event {
        case .pointerDown(let location, let pressed) where pressed == button:
            press = Press(location: location, time: time, isCandidate: true)
            return nil
        case .pointerMove(let location):
            guard let current = press, current.isCandidate, !qualifies(location, at: time, for: current) else {
                return nil
            }
            press?.isCandidate = false
            return .cancelled
        case .pointerUp(let location, let released) where released == button:
            guard let current = press else { return nil }
            press = nil
            guard current.isCandidate else { return nil }
            return qualifies(location, at: time, for: current) ? .tapped(location) : .cancelled
        default:
            return nil
        }
    }

    /// Abandons the current press; `.cancelled` if it was still a tap candidate.
    @discardableResult
    public mutating func cancel() -> GestureEvent? {
        defer { press = nil }
        return isPressed ? .cancelled : nil
    }

    private func qualifies(_ location: Point, at time: Double, for press: Press) -> Bool {
        guard location.distance(to: press.location) <= slop else { return false }
        guard let maximumDuration else { return true }
        return time - press.time <= maximumDuration
    }
}
