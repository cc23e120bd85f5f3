/// A pointer button.
public enum PointerButton: Hashable, Sendable {
    /// The left button, or a touch.
    case primary
    case secondary
    case middle
}

/// Something the user did, in points (the backend converts from pixels).
///
/// Events carry no time themselves: the event source pairs each with the time it happened as
/// a `TimedInputEvent`, and gesture recognizers take that time alongside the event.
public enum InputEvent: Hashable, Sendable {
    case pointerDown(Point, PointerButton)
    case pointerMove(Point)
    case pointerUp(Point, PointerButton)
    case key(KeyEvent)
    /// Text typed, after keyboard layout and input method.
    case text(String)
    /// A scroll, in points; positive dy scrolls the content down (the wheel turned towards the user).
    case wheel(dx: Double, dy: Double)
    /// The window's new size.
    case resize(Size)
    case quit
}

/// An input event with the time it happened, in seconds on the frame clock.
public struct TimedInputEvent: Hashable, Sendable {
    public var event: InputEvent
    public var time: Double

    public init(_ event: InputEvent, at time: Double) {
        self.event = event
        self.time = time
    }
}
