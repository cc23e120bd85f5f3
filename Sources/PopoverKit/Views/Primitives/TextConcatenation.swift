/// `Text + Text`, as SwiftUI's: one text that wraps as a whole, each part keeping the styling
/// set on it (`.bold()`, `.italic()`, `.font`, `.fontWeight`, `.foregroundColor`,
/// `.underline()`...); styling on the whole applies to every part beneath the part's own.
extension Text {
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.spans = lhs.spanSources + rhs.spanSources
        return joined
    }

    /// The text as parts: its spans, or itself as one.
    var spanSources: [TextSpanSource] {
        spans.isEmpty ? [TextSpanSource(string: string, isVerbatim: isVerbatim, modifiers: [])] : spans
    }
}

extension ViewNode {
    /// A styled text joined to a text: `Text("Total: ").bold() + Text(price)`.
    public static func + (lhs: ViewNode, rhs: Text) -> ViewNode { lhs.joinedText(with: rhs.spanSources) }

    /// A text joined to a styled text: `Text("Hello ") + Text("world").italic()`.
    public static func + (lhs: Text, rhs: ViewNode) -> ViewNode { lhs.makeNode().joinedText(with: rhs.textSpans) }

    /// Two styled texts joined: `Text("Hot").foregroundColor(.red) + Text(" cold").foregroundColor(.blue)`.
    public static func + (lhs: ViewNode, rhs: ViewNode) -> ViewNode { lhs.joinedText(with: rhs.textSpans) }

    private func joinedText(with parts: [TextSpanSource]) -> ViewNode {
        var joined = Text(verbatim: "")
        joined.spans = textSpans + parts
        return joined.makeNode()
    }

    /// This text's parts, each with the styling modifiers around it (outermost first). Only text
    /// and the modifiers that set text styling (environment values) can be joined, as in SwiftUI,
    /// where `+` takes `Text` alone.
    var textSpans: [TextSpanSource] {
        var node = self, modifiers: [EnvironmentModifier] = []
        while let modifier = node.kind(as: EnvironmentModifier.self) {
            modifiers.append(modifier)
            node = node.content
        }
        guard let text = node.kind(as: TextKind.self) else {
            preconditionFailure("+ joins Text and its styling modifiers only, as SwiftUI's Text + Text")
        }
        let own = text.spans.isEmpty ? [TextSpanSource(string: text.string, isVerbatim: text.isVerbatim, modifiers: [])]
            : text.spans
        return own.map { TextSpanSource(string: $0.string, isVerbatim: $0.isVerbatim, modifiers: modifiers + $0.modifiers) }
    }
}

/// One part of a joined text: its string and the styling modifiers set on it, outermost first.
struct TextSpanSource {
    let string: String
    let isVerbatim: Bool
    let modifiers: [EnvironmentModifier]
}
