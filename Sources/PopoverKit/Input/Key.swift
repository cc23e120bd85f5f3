/// A physical key, independent of any windowing library (the SDL backend maps its keycodes to it).
public enum Key: Hashable, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow
    case tab, space, `return`, escape, backspace, delete
    case home, end, pageUp, pageDown
    /// A letter key, as its lowercase character "a" through "z".
    case letter(Character)
    /// A digit key, 0 through 9.
    case digit(Int)
    /// A function key, F1 through F24.
    case function(Int)

    /// The unit direction of an arrow key (y grows downwards), nil for other keys.
    public var arrowDirection: Point? {
        switch self {
        case .upArrow: Point(x: 0, y: -1)
        case .downArrow: Point(x: 0, y: 1)
        case .leftArrow: Point(x: -1, y: 0)
        case .rightArrow: Point(x: 1, y: 0)
        default: nil
        }
    }
}
