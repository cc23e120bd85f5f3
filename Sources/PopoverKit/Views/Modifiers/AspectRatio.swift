/// How `aspectRatio` fits a shape of a given ratio to the space offered.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio inside the space.
    case fit
    /// The smallest size of the ratio that covers the space.
    case fill
}

extension View {
    /// The view offered the size of ratio `aspectRatio` (width / height) that fits or fills
    /// what it is offered; nil takes the ratio of the view's ideal size. The view is centered
    /// in its own size, as in SwiftUI.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        ViewNode(modifier: AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode), content: self)
    }

    /// The view offered the size of the ratio of `aspectRatio` that fits or fills what it is offered.
    public func aspectRatio(_ aspectRatio: Size, contentMode: ContentMode) -> ViewNode {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`: as large as fits, at the view's own ratio.
    public func scaledToFit() -> ViewNode { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`: as small as covers the space, at the view's own ratio.
    public func scaledToFill() -> ViewNode { aspectRatio(contentMode: .fill) }
}

/// `.aspectRatio`: the content offered the proposal reshaped to the ratio; as big as the
/// content answers.
struct AspectRatioModifier: ModifierKind {
    let ratio: Double?
    let contentMode: ContentMode

    func size(_ sizer: NodeSizer) -> Size {
        sizer.contentSize(contentProposal(sizer.proposal, idealSize: { sizer.contentSize(.unspecified) }))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let proposal = contentProposal(placer.proposal, idealSize: {
            placer.pass.size(placer.node.content, .unspecified, placer.env, at: placer.contentPath)
        })
        return placer.wrapper(placer.alignedContent(proposal: proposal, alignment: .center))
    }

    /// The size of the ratio fitted to (or filling) the proposal; on an axis offered nothing
    /// or without bound, the other axis decides, and offered neither, the ideal size does.
    func contentProposal(_ proposal: ProposedSize, idealSize: () -> Size) -> ProposedSize {
        let ideal = ratio == nil ? idealSize() : nil
        let ratio = ratio ?? ideal.map { $0.height > 0 ? $0.width / $0.height : 1 } ?? 1
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (width?, height?):
            let widthFirst = contentMode == .fit ? width / ratio <= height : width / ratio >= height
            return widthFirst ? ProposedSize(width: width, height: width / ratio)
                              : ProposedSize(width: height * ratio, height: height)
        case let (width?, nil): return ProposedSize(width: width, height: width / ratio)
        case let (nil, height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil):
            let ideal = ideal ?? idealSize()
            guard ideal.width.isFinite, ideal.height.isFinite else { return proposal }
            return AspectRatioModifier(ratio: ratio, contentMode: contentMode)
                .contentProposal(ProposedSize(ideal), idealSize: { ideal })
        }
    }
}
