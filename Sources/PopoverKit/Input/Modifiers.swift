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
