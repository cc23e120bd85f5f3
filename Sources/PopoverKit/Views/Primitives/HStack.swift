/// Children side by side, leading to trailing, aligned vertically by `alignment`.
/// `spacing` nil means 8 pt between views (none next to a spacer).
public struct HStack: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: [ViewNode]

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(.hstack(alignment: alignment, spacing: spacing), children: content)
    }
}
