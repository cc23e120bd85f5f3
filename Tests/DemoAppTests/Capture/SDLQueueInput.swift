import PopoverKit
@testable import PopoverSDL

/// SDL's event queue read as input, as a window reads its own: fingers become the pointer
/// (`TouchPointer`), at their place in a window of the size given.
final class SDLQueueInput {
    private var touch = TouchPointer()

    /// Drains the queue (SDL's events already in points) into input for a window of `size` points.
    func poll(in size: Size) -> [InputEvent] {
        SDLEventQueue.poll(windowUnitsPerPoint: 1).compactMap { touch.inputEvent(for: $0, in: size) }
    }
}
