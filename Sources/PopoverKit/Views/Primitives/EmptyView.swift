/// A view that draws nothing and takes no space, as SwiftUI's; a container leaves it out.
public struct EmptyView: View {
    public init() {}

    public func makeNode() -> ViewNode { .empty }
}

/// The node of nothing: no size, no drawing, dropped from a container's children.
struct EmptyKind: NodeKind {
    var traits: ViewNodeTraits { .empty }

    func size(_ sizer: NodeSizer) -> Size { .zero }

    func place(_ placer: NodePlacer) -> LaidOutNode { placer.leaf() }
}
