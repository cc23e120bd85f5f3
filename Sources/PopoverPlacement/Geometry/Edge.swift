/// A side of a rectangle. Leading is left and trailing is right (left-to-right layout).
public enum Edge: String, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    // The `@inline(__always)` below, with those of the placement engine, are kept because
    // `bench layout` measures placement a quarter to a third slower without them.

    /// Written with selects rather than a `switch`, which compiles to an indirect jump that
    /// placement mispredicts as often as the side changes.
    @inline(__always) public var opposite: Edge {
        isVertical ? (self == .top ? .bottom : .top) : (self == .leading ? .trailing : .leading)
    }

    @inline(__always) public var isVertical: Bool { self == .top || self == .bottom }

    /// Top or leading: the side toward smaller coordinates.
    @inline(__always) public var isOriginSide: Bool { self == .top || self == .leading }
}

/// The original library's attachment edges: a popover sits above or below its anchor.
public enum VerticalEdge: String, CaseIterable, Hashable, Sendable {
    case top, bottom

    public var edge: Edge { self == .top ? .top : .bottom }
}
