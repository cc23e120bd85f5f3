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
