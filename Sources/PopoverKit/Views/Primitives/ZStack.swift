/// Children on top of each other, later ones in front (unless `.zIndex` says otherwise),
/// aligned by `alignment`.
/// Its size is the largest of its children's sizes.
public struct ZStack: View {
    let alignment: Alignment
    let content: [ViewNode]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(ZStackKind(alignment: alignment), children: content)
    }
}

/// A z-stack's node (and a group's where it is laid out whole): every child offered the whole
/// proposal and aligned in the frame; as big as the largest child on each axis.
struct ZStackKind: NodeKind {
    let alignment: Alignment

    func size(_ sizer: NodeSizer) -> Size {
        let childEnv = sizer.env.outsideStack
        var largest: Size?
        for child in sizer.path.flattenedChildren(of: sizer.node, store: sizer.pass.stateStore, env: childEnv) {
            let size = sizer.pass.size(child.node, sizer.proposal, childEnv, at: child.path)
            guard var soFar = largest else { largest = size; continue }
            if size.width > soFar.width { soFar.width = size.width }
            if size.height > soFar.height { soFar.height = size.height }
            largest = soFar
        }
        return largest ?? .zero
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let pass = placer.pass, childEnv = placer.env.outsideStack
        let children = placer.path.flattenedChildren(of: placer.node, store: pass.stateStore, env: childEnv)
        let placed = children.map { child in
            let size = pass.size(child.node, placer.proposal, childEnv, at: child.path)
            return pass.place(child.node, in: alignment.place(size, in: placer.frame), proposal: placer.proposal,
                              env: childEnv, path: child.path)
        }
        return placer.container(placed.inDrawingOrder { children[$0].node.zIndex })
    }
}
