extension View {
    /// `content` along the view's top or bottom edge, the view laid out in what is left, as
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` places a bar: the bar as
    /// tall as it needs, as wide as offered, lined up by `alignment`; `spacing` between them.
    public func safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                              @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        ViewNode(modifier: SafeAreaInsetModifier(edge: edge.edge, alignment: alignment.fraction, spacing: spacing ?? 0),
                 content: self, decoration: ViewNode.group(content()))
    }

    /// `content` along the view's leading or trailing edge, the view laid out in what is left.
    public func safeAreaInset(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
                              @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        ViewNode(modifier: SafeAreaInsetModifier(edge: edge.edge, alignment: alignment.fraction, spacing: spacing ?? 0),
                 content: self, decoration: ViewNode.group(content()))
    }
}

/// The leading or trailing edge, for insets at a side.
public enum HorizontalEdge: String, CaseIterable, Hashable, Sendable {
    case leading, trailing

    public var edge: Edge { self == .leading ? .leading : .trailing }
}

/// `.safeAreaInset`: the inset (`children[1]`) along `edge`, the content in the rest.
struct SafeAreaInsetModifier: ModifierKind {
    let edge: Edge
    /// Where the inset sits along its edge, 0 leading or top.
    let alignment: Double
    let spacing: Double

    /// The axis from the content to the inset.
    private var axis: Axis { edge.isVertical ? .vertical : .horizontal }

    private func insetSize(_ pass: LayoutPass, _ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues,
                           _ path: IdentityPath) -> Size {
        let offer = ProposedSize.make(axis, along: nil, across: proposal.along(axis == .vertical ? .horizontal : .vertical))
        return pass.size(node.decoration, offer, env.outsideStack, at: path.child(node.decoration, index: 1))
    }

    private func contentProposal(_ proposal: ProposedSize, inset: Size) -> ProposedSize {
        let along = proposal.along(axis).map { max(0, $0 - inset.along(axis) - spacing) }
        return ProposedSize.make(axis, along: along, across: proposal.along(axis == .vertical ? .horizontal : .vertical))
    }

    func size(_ sizer: NodeSizer) -> Size {
        let inset = insetSize(sizer.pass, sizer.node, sizer.proposal, sizer.env, sizer.path)
        let content = sizer.contentSize(contentProposal(sizer.proposal, inset: inset))
        return Size.make(axis, along: content.along(axis) + spacing + inset.along(axis),
                         across: max(content.across(axis), inset.across(axis)))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let frame = placer.frame, node = placer.node
        let inset = insetSize(placer.pass, node, placer.proposal, placer.env, placer.path)
        let band = inset.along(axis) + spacing
        let contentRect: Rect, insetBounds: Rect
        switch edge {
        case .top:
            insetBounds = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: inset.height)
            contentRect = Rect(x: frame.minX, y: frame.minY + band, width: frame.width, height: max(0, frame.height - band))
        case .bottom:
            insetBounds = Rect(x: frame.minX, y: frame.maxY - inset.height, width: frame.width, height: inset.height)
            contentRect = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - band))
        case .leading:
            insetBounds = Rect(x: frame.minX, y: frame.minY, width: inset.width, height: frame.height)
            contentRect = Rect(x: frame.minX + band, y: frame.minY, width: max(0, frame.width - band), height: frame.height)
        case .trailing:
            insetBounds = Rect(x: frame.maxX - inset.width, y: frame.minY, width: inset.width, height: frame.height)
            contentRect = Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - band), height: frame.height)
        }
        let contentProposal = ProposedSize(contentRect.size)
        let contentSize = placer.pass.size(node.content, contentProposal, placer.env, at: placer.contentPath)
        let content = placer.content(in: Alignment.center.place(contentSize, in: contentRect), proposal: contentProposal)
        let place = axis == .vertical ? Alignment(horizontal: HorizontalAlignment(fraction: alignment), vertical: .center)
            : Alignment(horizontal: .center, vertical: VerticalAlignment(fraction: alignment))
        let insetProposal = ProposedSize.make(axis, along: nil, across: insetBounds.size.across(axis))
        let placedInset = placer.placeChild(node.decoration, index: 1, in: place.place(inset, in: insetBounds),
                                            proposal: insetProposal, env: placer.env.outsideStack)
        return placer.container([content, placedInset])
    }
}
