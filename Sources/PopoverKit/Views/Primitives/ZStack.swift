/// Children on top of each other, later ones in front, aligned by `alignment`.
/// Its size is the largest of its children's sizes.
public struct ZStack: View {
    let alignment: Alignment
    let content: [ViewNode]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(.zstack(alignment: alignment), children: content)
    }
}
