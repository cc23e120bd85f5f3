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
    public static func + (lhs: ViewNode, rhs: Text) -> ViewNode { lhs.joined(with: rhs.makeNode()) }

    /// A text joined to a styled text: `Text("Hello ") + Text("world").italic()`.
    public static func + (lhs: Text, rhs: ViewNode) -> ViewNode { lhs.makeNode().joined(with: rhs) }

    /// Two styled texts joined: `Text("Hot").foregroundColor(.red) + Text(" cold").foregroundColor(.blue)`.
    public static func + (lhs: ViewNode, rhs: ViewNode) -> ViewNode { lhs.joined(with: rhs) }

    /// The two texts as one; a view that is not a styled text (which SwiftUI's `Text + Text`
    /// would not compile, but `ViewNode` lets through) sits beside the other instead.
    private func joined(with other: ViewNode) -> ViewNode {
        guard let own = textSpans, let theirs = other.textSpans else {
            return HStack(spacing: 0) { self; other }.makeNode()
        }
        var joined = Text(verbatim: "")
        joined.spans = own + theirs
        return joined.makeNode()
    }

    /// This text's parts, each with the styling modifiers around it (outermost first); nil when
    /// this is not a text with styling modifiers (environment values) only, as SwiftUI's `+`
    /// takes `Text` alone.
    var textSpans: [TextSpanSource]? {
        var node = self, modifiers: [EnvironmentModifier] = []
        while let modifier = node.kind(as: EnvironmentModifier.self) {
            modifiers.append(modifier)
            node = node.content
        }
        guard let text = node.kind(as: TextKind.self) else { return nil }
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
