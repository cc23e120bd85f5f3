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

    public func makeNode() -> ViewNode { ViewNode(.group, children: content) }
}
