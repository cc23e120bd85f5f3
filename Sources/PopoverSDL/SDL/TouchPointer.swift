import PopoverKit
import PopoverRender

/// Turns SDL's finger events into the pointer events the app's gestures take, so a touch drags
/// the content, taps buttons and presses on the dimming as the mouse does: the first finger
/// down is the pointer (the primary button) until it lifts; other fingers meanwhile are
/// ignored, as the original's single-touch gestures ignore them.
public struct TouchPointer: Sendable {
    private var finger: Int64?

    public init() {}

    /// `event` with a finger event replaced by the pointer event it stands for, at its place in
    /// a window of `size` points; nil for a finger that is not the pointer. Other events pass.
    public mutating func pointerEvent(for event: FlatEvent, in size: Size) -> FlatEvent? {
        var pointer = event
        switch event.kind {
        case .fingerDown:
            guard finger == nil else { return nil }
            finger = event.fingerID
            pointer.kind = .pointerDown
        case .fingerMove:
            guard finger == event.fingerID else { return nil }
            pointer.kind = .pointerMove
        case .fingerUp:
            guard finger == event.fingerID else { return nil }
            finger = nil
            pointer.kind = .pointerUp
        default:
            return event
        }
        pointer.x = event.x * size.width
        pointer.y = event.y * size.height
        pointer.button = 1
        return pointer
    }
}
