/// SwiftUI's text styling modifiers, for `Text` and for every text beneath any view: bold,
/// italic, digits of one width, and lines under or through the text.
extension View {
    /// Sets text beneath in bold. `false` leaves the weight as it is.
    public func bold(_ isActive: Bool = true) -> ViewNode {
        textStyle { if isActive { $0.fontWeight = .bold } }
    }

    /// Sets text beneath in the italic face; `false` sets it upright again.
    public func italic(_ isActive: Bool = true) -> ViewNode {
        textStyle { $0.textEmphasis.isItalic = isActive }
    }

    /// Sets digits beneath all as wide as the widest, so a changing number keeps its width.
    public func monospacedDigit() -> ViewNode {
        textStyle { $0.textEmphasis.hasMonospacedDigits = true }
    }

    /// Draws a line under text beneath, in `color` or else the text's own color; `false`
    /// removes one set above.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ViewNode {
        textStyle { $0.textEmphasis.underline = isActive ? TextLineStyle(color: color) : nil }
    }

    /// Draws a line through text beneath, in `color` or else the text's own color; `false`
    /// removes one set above.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ViewNode {
        textStyle { $0.textEmphasis.strikethrough = isActive ? TextLineStyle(color: color) : nil }
    }

    private func textStyle(_ apply: @escaping (inout EnvironmentValues) -> Void) -> ViewNode {
        ViewNode(modifier: EnvironmentModifier(apply), content: self)
    }
}

/// A line along text (an underline or a strikethrough): its color, nil for the text's.
struct TextLineStyle: Hashable, Sendable {
    var color: Color?
}

/// What the text styling modifiers set, carried in the environment for the texts beneath.
struct TextEmphasis: Hashable, Sendable {
    var isItalic = false
    var hasMonospacedDigits = false
    var underline: TextLineStyle?
    var strikethrough: TextLineStyle?
}

private struct TextEmphasisKey: EnvironmentKey {
    static let defaultValue = TextEmphasis()
}

extension EnvironmentValues {
    var textEmphasis: TextEmphasis {
        get { self[TextEmphasisKey.self] }
        set { self[TextEmphasisKey.self] = newValue }
    }

    /// The font text is set in: the environment's font, with the weight and design overrides
    /// and the italic and digit styles applied.
    var textFont: Font {
        var font = resolvedFont
        let emphasis = textEmphasis
        if emphasis.isItalic { font.isItalic = true }
        if emphasis.hasMonospacedDigits { font.hasMonospacedDigits = true }
        return font
    }
}
