/// A layout axis.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// Where a child sits horizontally within a wider parent.
public struct HorizontalAlignment: Hashable, Sendable {
    /// 0 puts the child's leading edge on the parent's, 1 its trailing edge on the parent's.
    public var fraction: Double

    public init(fraction: Double) { self.fraction = fraction }

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a child sits vertically within a taller parent.
public struct VerticalAlignment: Hashable, Sendable {
    /// 0 puts the child's top edge on the parent's, 1 its bottom edge on the parent's.
    public var fraction: Double

    public init(fraction: Double) { self.fraction = fraction }

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment, for frames, overlays and z-stacks.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The rectangle of `size` aligned inside `bounds` (it may stick out when larger).
    func place(_ size: Size, in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
             y: bounds.minY + (bounds.height - size.height) * vertical.fraction,
             width: size.width, height: size.height)
    }
}
