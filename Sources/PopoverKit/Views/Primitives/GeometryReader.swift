/// A view that takes all the space it is offered and builds its content from that space's
/// size and place (`GeometryProxy`), as SwiftUI's: the content is offered the reader's size
/// and put at its top-leading corner (several views on top of each other, as in a
/// top-leading `ZStack`).
public struct GeometryReader: View {
    let content: (GeometryProxy) -> [ViewNode]

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> [ViewNode]) {
        self.content = content
    }

    public func makeNode() -> ViewNode {
        ViewNode(GeometryReaderKind(content: content))
    }
}

/// The size and place of a `GeometryReader`, for its content.
public struct GeometryProxy {
    /// The reader's frame in the window.
    let globalFrame: Rect

    /// The reader's size.
    public var size: CGSize { CGSize(globalFrame.size) }

    /// The reader's frame in `space`: at the origin in `.local`, where it is in the window in
    /// `.global`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(Rect(origin: .zero, size: globalFrame.size))
        case .global: CGRect(globalFrame)
        }
    }
}

/// Where a `GeometryProxy` frame is measured from.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own frame: its top-leading corner is the origin.
    case local
    /// The window: its top-leading corner is the origin.
    case global
}

/// A geometry reader's node: the whole proposal (10 × 10 on an axis offered nothing, as a
/// shape), its content built for the frame it is placed in.
struct GeometryReaderKind: NodeKind {
    let content: (GeometryProxy) -> [ViewNode]

    func size(_ sizer: NodeSizer) -> Size {
        sizer.proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let views = content(GeometryProxy(globalFrame: placer.frame))
        let built = views.count == 1 ? views[0] : ViewNode(ZStackKind(alignment: .topLeading), children: views)
        let path = placer.path.child(built, index: 0), proposal = ProposedSize(placer.frame.size)
        let env = placer.env.outsideStack
        let size = placer.pass.size(built, proposal, env, at: path)
        let frame = Rect(origin: placer.frame.origin, size: size)
        return placer.container([placer.pass.place(built, in: frame, proposal: proposal, env: env, path: path)])
    }
}
