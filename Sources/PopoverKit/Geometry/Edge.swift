/// A side of a rectangle. Leading is left and trailing is right (left-to-right layout).
public enum Edge: String, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    @inline(__always) public var isVertical: Bool { self == .top || self == .bottom }
}

/// The original library's attachment edges: a popover sits above or below its anchor.
public enum VerticalEdge: String, CaseIterable, Hashable, Sendable {
    case top, bottom

    public var edge: Edge { self == .top ? .top : .bottom }
}
