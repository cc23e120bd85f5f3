/// What a gesture recognizer reports for a pointer event.
public enum GestureEvent: Hashable, Sendable {
    /// A drag passed its minimum distance.
    case began(DragValue)
    /// A begun drag moved.
    case changed(DragValue)
    /// A begun drag was released; the value carries the final velocity and predicted end.
    case ended(DragValue)
    /// A press was released close to where it started: a tap at that location.
    case tapped(Point)
    /// A begun drag or a candidate tap was abandoned (moved too far, held too long, or cancelled).
    case cancelled
}
