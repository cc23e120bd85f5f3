/// The bounds of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrame {
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment

    /// What the frame offers its child: the proposal (or the ideal) clamped into min...max.
    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: (proposal.width ?? idealWidth).map { Self.clamp($0, minWidth, maxWidth) },
            height: (proposal.height ?? idealHeight).map { Self.clamp($0, minHeight, maxHeight) })
    }

    /// The frame's own size given the proposal and the child's answer. Per axis: a minimum
    /// grows the child's size up to it (but not past the proposal), a maximum grows it to fill
    /// the proposal (but not past the maximum). Unspecified proposals use the ideal, else the child.
    func size(for proposal: ProposedSize, childSize: Size) -> Size {
        Size(width: Self.resolve(child: childSize.width, proposed: proposal.width ?? idealWidth,
                                 min: minWidth, max: maxWidth),
             height: Self.resolve(child: childSize.height, proposed: proposal.height ?? idealHeight,
                                  min: minHeight, max: maxHeight))
    }

    private static func resolve(child: Double, proposed: Double?, min lower: Double?, max upper: Double?) -> Double {
        let offered = proposed ?? child
        var size = child
        if let lower { size = Swift.max(lower, Swift.min(size, offered)) }
        if let upper { size = Swift.min(upper, Swift.max(size, offered)) }
        return size
    }

    private static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
        var v = value
        if let upper { v = Swift.min(v, upper) }
        if let lower { v = Swift.max(v, lower) }
        return v
    }
}
