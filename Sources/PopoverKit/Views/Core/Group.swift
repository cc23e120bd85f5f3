/// Several views that act as separate children of the enclosing container;
/// a modifier applied to a group applies to each of its views.
public struct Group: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(.group, children: content) }
}
