/// Several views that act as separate children of the enclosing container;
/// a modifier applied to a group applies to each of its views.
public struct Group: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(GroupKind(), children: content) }
}

/// One view per element of a collection, each identified by the element's id rather than by
/// its position, so a view keeps its identity (and its pressed or focused state) when elements
/// before it come or go.
public struct ForEach: View {
    let content: [ViewNode]

    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                              @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        self.content = data.map { element in
            ViewNode.group(content(element)).id(AnyHashable(element[keyPath: id]))
        }
    }

    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> [ViewNode])
    where Data.Element: Identifiable {
        self.init(data, id: \.id, content: content)
    }

    /// One view per number of a constant range, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> [ViewNode]) {
        self.init(data, id: \.self, content: content)
    }

    public func makeNode() -> ViewNode { ViewNode(GroupKind(), children: content) }
}

/// A group's node. In a container its views are spliced in as the container's own children
/// (`ViewNode.flatten`); laid out whole (a view's body, a modifier's content) it is a centered
/// z-stack of them, as SwiftUI's.
struct GroupKind: NodeKind {
    var traits: ViewNodeTraits { .group }

    func size(_ sizer: NodeSizer) -> Size { ZStackKind(alignment: .center).size(sizer) }

    func place(_ placer: NodePlacer) -> LaidOutNode { ZStackKind(alignment: .center).place(placer) }
}
