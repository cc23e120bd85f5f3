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

/// Modifier keys held during a key event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Alt, Option on a Mac keyboard.
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// Command, the Super/Windows key on a PC keyboard.
    public static let command = Modifiers(rawValue: 1 << 3)
}

/// A key going down or up.
public struct KeyEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case down, up
    }

    public var phase: Phase
    public var key: Key
    public var modifiers: Modifiers
    /// True for the key-downs the system repeats while a key is held.
    public var isRepeat: Bool

    public init(_ phase: Phase, _ key: Key, modifiers: Modifiers = [], isRepeat: Bool = false) {
        self.phase = phase
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
