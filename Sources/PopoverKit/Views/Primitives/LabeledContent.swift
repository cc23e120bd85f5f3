/// A label and a value on one line, as SwiftUI's `LabeledContent` in a form: the label at the
/// leading edge, the value at the trailing edge in the secondary color.
public struct LabeledContent: View {
    let label: [ViewNode]
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        self.label = label()
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content) { Text(title) }
    }

    public init(_ title: String, value: String) {
        self.init(title) { Text(verbatim: value) }
    }

    /// The value formatted by a format style: `LabeledContent("Total", value: 12, format: .number)`.
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title) { Text(value, format: format) }
    }

    public func makeNode() -> ViewNode {
        HStack {
            label
            Spacer()
            HStack { content }
                .foregroundColor(.secondaryLabel)
                .multilineTextAlignment(.trailing)
        }.makeNode()
    }
}
