/// UIKit's `UIPopoverArrowDirection`, as seed 004's `WithPopover` takes it: the directions the
/// popover's arrow may point. `.up` points up at an anchor above it, so the bubble sits below.
/// The raw values are UIKit's.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// UIKit's "not yet known"; every bit is set, so as a permission it allows all four.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)

    /// The arrow edges `uikitPopover(permittedArrowDirections:)` takes, in UIKit's order
    /// (up, down, left, right). The edge is the direction the arrow points (`.up` is `.top`);
    /// left and right are the screen's, which are leading and trailing in this library.
    /// An empty set gives an empty list, which permits every edge.
    public var edges: [Edge] {
        [(UIPopoverArrowDirection.up, Edge.top), (.down, .bottom), (.left, .leading), (.right, .trailing)]
            .filter { contains($0.0) }
            .map(\.1)
    }
}
