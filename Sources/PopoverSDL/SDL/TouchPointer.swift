import CSDL2
import PopoverKit

/// Turns SDL's finger events into the pointer events the app's gestures take, so a touch drags
/// the content, taps buttons and presses on the dimming as the mouse does: the first finger
/// down is the pointer (the primary button) until it lifts; other fingers meanwhile are
/// ignored, as the original's single-touch gestures ignore them.
public struct TouchPointer: Sendable {
    private var finger: Int64?

    public init() {}

    /// The input `event` stands for: a finger event becomes the pointer event it stands for,
    /// at its place in a window of `size` points (nil for a finger that is not the pointer);
    /// other events map as `InputEvent(sdl:)` maps them.
    mutating func inputEvent(for event: CSDLEvent, in size: Size) -> InputEvent? {
        let point = Point(x: event.x * size.width, y: event.y * size.height)
        switch event.kind {
        case CSDL_EVENT_FINGER_DOWN:
            guard finger == nil else { return nil }
            finger = event.fingerID
            return .pointerDown(point, .primary)
        case CSDL_EVENT_FINGER_MOVE:
            guard finger == event.fingerID else { return nil }
            return .pointerMove(point)
        case CSDL_EVENT_FINGER_UP:
            guard finger == event.fingerID else { return nil }
            finger = nil
            return .pointerUp(point, .primary)
        default:
            return InputEvent(sdl: event)
        }
    }
}
