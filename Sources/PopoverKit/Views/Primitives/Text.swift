/// One or more lines of text in the environment's font and foreground color.
///
/// "\n" starts a new line; lines wrap at spaces to the proposed width (a word longer than the
/// width breaks between characters). Spans between backticks, like `code`, are drawn in the
/// monospaced variant of the font, as SwiftUI renders markdown in a string literal.
public struct Text: View {
    let string: String

    public init(_ string: String) {
        self.string = string
    }

    public func makeNode() -> ViewNode { ViewNode(.text(string)) }
}

/// How the lines of a multi-line text align to each other.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}
