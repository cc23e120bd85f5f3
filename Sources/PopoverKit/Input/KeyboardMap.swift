/// Turns key events into `KeyAction`s, giving every pointer gesture a keyboard equivalent.
///
/// | Key                     | Action                                                        |
/// |-------------------------|---------------------------------------------------------------|
/// | Escape                  | dismiss the topmost dismissible popover                       |
/// | ← ↑ → ↓                 | drag the focused content 10 pt per press (and per key repeat) |
/// | Shift + ← ↑ → ↓         | drag it 50 pt per press                                       |
/// | releasing all arrows    | end the drag (the content springs back, as after a pointer drag) |
/// | Tab / Shift-Tab         | focus the next / previous button (wrapping around)            |
/// | Space, Return           | press the focused button                                      |
///
/// Key-downs held with Control, Alt or Command are left to the app (no action), as are all
/// other keys. Repeats of Escape, Space and Return are ignored; repeats of Tab and the arrows
/// act again. Several arrows may be held at once (a diagonal drag); the drag ends when the
/// last one goes up. The map is a value: the same events always give the same actions.
public struct KeyboardMap: Hashable, Sendable {
    /// Points moved per arrow press.
    public var step: Double
    /// Points moved per arrow press while Shift is held.
    public var largeStep: Double

    private var heldArrows: Set<Key> = []
    private var dragTranslation: Point?

    public init(step: Double = 10, largeStep: Double = 50) {
        self.step = step
        self.largeStep = largeStep
    }

    /// True while a keyboard drag is in progress.
    public var isDragging: Bool { dragTranslation != nil }

    public mutating func handle(_ event: KeyEvent) -> KeyAction? {
        switch event.phase {
        case .down: keyDown(event)
        case .up: keyUp(event.key)
        }
    }

    /// Ends a keyboard drag in progress, e.g. when the window loses keyboard focus and the
    /// releases will never arrive.
    @discardableResult
    public mutating func endDrag() -> KeyAction? {
        heldArrows.removeAll()
        guard let translation = dragTranslation else { return nil }
        dragTranslation = nil
        return .dragEnded(translation: translation)
    }

    private mutating func keyDown(_ event: KeyEvent) -> KeyAction? {
        guard event.modifiers.isDisjoint(with: [.control, .alt, .command]) else { return nil }
        if let direction = event.key.arrowDirection {
            heldArrows.insert(event.key)
            let distance = event.modifiers.contains(.shift) ? largeStep : step
            let moved = Point(x: direction.x * distance, y: direction.y * distance)
            if let translation = dragTranslation {
                dragTranslation = translation + moved
                return .dragChanged(translation: translation + moved)
            }
            dragTranslation = moved
            return .dragBegan(translation: moved)
        }
        switch event.key {
        case .escape:
            return event.isRepeat ? nil : .dismissTopPopover
        case .tab:
            return event.modifiers.contains(.shift) ? .focusPrevious : .focusNext
        case .space, .return:
            return event.isRepeat ? nil : .pressFocused
        default:
            return nil
        }
    }

    private mutating func keyUp(_ key: Key) -> KeyAction? {
        guard key.arrowDirection != nil else { return nil }
        heldArrows.remove(key)
        guard heldArrows.isEmpty else { return nil }
        return endDrag()
    }
}

/// What a key press means to the app: the keyboard equivalents of the pointer gestures.
public enum KeyAction: Hashable, Sendable {
    /// Dismiss the topmost dismissible popover, as a tap on its dimming would.
    case dismissTopPopover
    /// Move keyboard focus to the next control.
    case focusNext
    /// Move keyboard focus to the previous control.
    case focusPrevious
    /// Press the focused control, as a tap on it would.
    case pressFocused
    /// A keyboard drag of the focused content began with this translation, in points.
    case dragBegan(translation: Point)
    /// The keyboard drag's translation grew.
    case dragChanged(translation: Point)
    /// All arrow keys were released: the drag ends at this translation.
    case dragEnded(translation: Point)
}
