/// One step of a drag, as a drag recognizer reports it to a `.gesture` handler.
///
/// Feed it from pointer events: `.began` once the pointer has moved past the handler's
/// minimum distance, `.changed` for each later move, then `.ended` on release (or
/// `.cancelled` if the drag is abandoned). Locations are absolute, in points.
public struct DragEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case began, changed, ended, cancelled
    }

    public var phase: Phase
    /// Where the pointer went down.
    public var startLocation: Point
    /// Where the pointer is now.
    public var location: Point
    /// The pointer's speed in points per second, per axis.
    public var velocity: Size

    public init(phase: Phase, startLocation: Point, location: Point, velocity: Size = .zero) {
        self.phase = phase
        self.startLocation = startLocation
        self.location = location
        self.velocity = velocity
    }

    /// How far the pointer has moved since it went down.
    public var translation: Size {
        Size(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
}
