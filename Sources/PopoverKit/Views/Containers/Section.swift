/// Rows under a header and above a footer, as SwiftUI's `Section`. In a `List` or `Form` it is
/// one card of rows with the header above it (small gray capitals in grouped styles) and the
/// footer below; elsewhere its header, rows and footer stack vertically.
public struct Section: View {
    let header: ViewNode
    let content: [ViewNode]
    let footer: ViewNode

    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder header: () -> [ViewNode],
                @ViewBuilder footer: () -> [ViewNode]) {
        self.header = .group(header())
        self.content = content()
        self.footer = .group(footer())
    }

    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder header: () -> [ViewNode]) {
        self.init(content: content, header: header, footer: { [] })
    }

    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder footer: () -> [ViewNode]) {
        self.init(content: content, header: { [] }, footer: footer)
    }

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content, header: { [] }, footer: { [] })
    }

    /// A section under the header `title`.
    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content, header: { Text(title) })
    }

    /// The older form, `Section(header: Text("Title")) { ... }`.
    public init(header: some View, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content, header: { header })
    }

    public init(header: some View, footer: some View, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    public init(footer: some View, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content, header: { [] }, footer: { footer })
    }

    public func makeNode() -> ViewNode {
        ViewNode(SectionKind(), children: [header, ViewNode(GroupKind(), children: content), footer])
    }
}

/// A section's node: its children are the header, a group of the rows and the footer (an empty
/// node where there is none), so each keeps its place whichever a list draws. Outside a list it
/// is a vertical stack of them.
struct SectionKind: NodeKind {
    static let headerIndex = 0, rowsIndex = 1, footerIndex = 2

    func size(_ sizer: NodeSizer) -> Size {
        StackKind(axis: .vertical, crossAlignment: 0.5, spacing: nil).size(sizer)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        StackKind(axis: .vertical, crossAlignment: 0.5, spacing: nil).place(placer)
    }
}

extension ViewNode {
    /// The node with its text in capitals, looking through modifiers (a grouped list's headers,
    /// which SwiftUI shows in capitals too).
    func uppercasingText() -> ViewNode {
        if let text = kind(as: TextKind.self) {
            var node = ViewNode(TextKind(string: text.string.uppercased()))
            node.explicitID = explicitID
            return node
        }
        guard isModifier else { return self }
        var node = self
        node.content = content.uppercasingText()
        return node
    }
}
