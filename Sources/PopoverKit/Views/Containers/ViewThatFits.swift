/// The first of its views whose ideal size fits the space offered on `axes`, else the last,
/// as SwiftUI's `ViewThatFits`; only the chosen view is laid out and drawn.
public struct ViewThatFits: View {
    let axes: Axis.Set
    let content: [ViewNode]

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> [ViewNode]) {
        self.axes = axes
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(ViewThatFitsKind(axes: axes), children: content) }
}

/// `ViewThatFits`'s node: picks a child for each proposal.
struct ViewThatFitsKind: NodeKind {
    let axes: Axis.Set

    private static let tolerance = 1e-9

    /// The chosen child for `proposal`: each is asked its ideal size on the axes that count
    /// (the offer on the others), and the first within the offer wins.
    private func chosen(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues, _ path: IdentityPath,
                        _ pass: LayoutPass) -> ContainerChild? {
        let children = path.flattenedChildren(of: node, store: pass.stateStore, env: env)
        let ideal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                 height: axes.contains(.vertical) ? nil : proposal.height)
        return children.first { child in
            let size = pass.size(child.node, ideal, env, at: child.path)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + Self.tolerance
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + Self.tolerance
            return fitsWidth && fitsHeight
        } ?? children.last
    }

    func size(_ sizer: NodeSizer) -> Size {
        let env = sizer.env.outsideStack
        guard let child = chosen(sizer.node, sizer.proposal, env, sizer.path, sizer.pass) else { return .zero }
        return sizer.pass.size(child.node, sizer.proposal, env, at: child.path)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let env = placer.env.outsideStack
        guard let child = chosen(placer.node, placer.proposal, env, placer.path, placer.pass) else { return placer.container([]) }
        return placer.container([placer.pass.place(child.node, in: placer.frame, proposal: placer.proposal, env: env,
                                                   path: child.path)])
    }
}
