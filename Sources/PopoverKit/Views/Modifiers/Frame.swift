extension View {
    /// A frame of fixed width and/or height (nil keeps the view's own size on that axis);
    /// the view is offered that size and aligned inside it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: FixedFrameModifier(width: width, height: height, alignment: alignment), content: self)
    }

    /// A frame whose size follows the offer within bounds. `maxWidth: .infinity` fills the
    /// width offered; a minimum grows the view up to it. Unspecified offers use the ideal.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment),
            content: self)
    }
}

/// `.frame(width:height:alignment:)`: the given lengths (the content's on an axis left nil),
/// the content offered them and aligned inside.
struct FixedFrameModifier: ModifierKind {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func size(_ sizer: NodeSizer) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let inner = sizer.contentSize(childProposal(sizer.proposal))
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.alignedContent(proposal: childProposal(placer.proposal), alignment: alignment))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

/// The bounds of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrame: ModifierKind {
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment

    func size(_ sizer: NodeSizer) -> Size {
        size(for: sizer.proposal, childSize: sizer.contentSize(childProposal(for: sizer.proposal)))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.alignedContent(proposal: childProposal(for: placer.proposal), alignment: alignment))
    }

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
