/// A parent's size offer to a child; nil on an axis asks for the child's ideal size there.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Ask for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal shrunk by `insets`, never below zero; unspecified axes stay unspecified.
    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The proposal with unspecified axes replaced by `fallback`'s.
    func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

    static func make(_ axis: Axis, along: Double?, across: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }

    static func make(_ axis: Axis, along: Double, across: Double) -> Size {
        axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}
