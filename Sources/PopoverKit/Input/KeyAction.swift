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
