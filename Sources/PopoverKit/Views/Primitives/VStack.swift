/// Children one below the other, aligned horizontally by `alignment`.
/// `spacing` nil means 8 pt between views (none next to a spacer).
public struct VStack: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: [ViewNode]

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(.vstack(alignment: alignment, spacing: spacing), children: content)
    }
}
