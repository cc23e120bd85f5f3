/// Facts about a node's kind that layout checks for every node, kept as flags on the node so
/// checking them does not open the kind.
struct ViewNodeTraits: OptionSet {
    let rawValue: UInt8

    static let empty = ViewNodeTraits(rawValue: 1 << 0)
    static let group = ViewNodeTraits(rawValue: 1 << 1)
    static let spacer = ViewNodeTraits(rawValue: 1 << 2)
    /// Wraps one content node as `children[0]` (containers and leaves do not).
    static let modifier = ViewNodeTraits(rawValue: 1 << 3)
    /// A body run during layout (`DeferredBody`).
    static let deferredBody = ViewNodeTraits(rawValue: 1 << 4)
    /// A trait its container reads from the chain of modifiers (`.zIndex`, `.layoutPriority`).
    static let containerTrait = ViewNodeTraits(rawValue: 1 << 5)

    init(rawValue: UInt8) { self.rawValue = rawValue }
}
