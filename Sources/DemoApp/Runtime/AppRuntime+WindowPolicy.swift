import PopoverKit

/// What the demo's window does that a library window does not: Q quits, and the window draws
/// one more frame before it rests, because the status line shows the figures of the frame
/// before it (its time and tracking error) and should show those of the frame it rests on.
extension AppRuntime {
    func quits(on event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return false }
        return key.phase == .down && key.key == .letter("q")
    }

    var drawsOneMoreFrameBeforeResting: Bool { true }
}
