import PopoverKit

/// What one line of a scenario does (see `ScenarioParser` for the text format).
///
/// Points are in window points. Every point is resolved when the scenario is parsed (an `up`
/// without a point takes the pointer's position then), so the timeline needs no pointer state.
nonisolated public enum ScenarioAction: Hashable, Sendable {
    case pointerDown(Point, PointerButton)
    case pointerUp(Point, PointerButton)
    /// Moves the pointer from `from` to `to`; with a zero duration it jumps, otherwise it glides
    /// along `curve`, one move per frame.
    case pointerMove(from: Point, to: Point, duration: Double, curve: TimingCurve)
    /// Presses `button` at `from`, glides to `to` along `curve` over `duration` seconds, and
    /// releases there if `release` is set (otherwise the button stays down until an `up`).
    case drag(from: Point, to: Point, duration: Double, curve: TimingCurve, button: PointerButton, release: Bool)
    case key(KeyEvent)
    /// A key going down and up at the same instant.
    case keyPress(Key, Modifiers)
    case scene(String)
    case idiom(String)
    case resize(Size)
    case snapshot(String)

    /// How long the action lasts; the next line starts this much later.
    public var duration: Double {
        switch self {
        case .pointerMove(_, _, let duration, _), .drag(_, _, let duration, _, _, _): duration
        default: 0
        }
    }
}
