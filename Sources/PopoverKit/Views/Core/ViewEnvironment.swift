/// Values that flow down the tree from modifiers to the views beneath them.
struct ViewEnvironment {
    var font: Font = .body
    var fontWeight: Font.Weight?
    /// nil means the default: `Color.label` for text, the tint for button labels.
    var foregroundColor: Color?
    var tint: Color = .systemBlue
    var multilineTextAlignment: TextAlignment = .leading
    var isEnabled = true
    var allowsHitTesting = true
    var imageScale: ImageScale = .medium
    /// The axis of the stack whose direct content is being laid out, nil outside stacks.
    var stackAxis: Axis?

    /// The font text and icons use: the font with the weight override applied.
    var resolvedFont: Font {
        fontWeight.map { font.weight($0) } ?? font
    }

    var resolvedForeground: Color { foregroundColor ?? .label }
}

/// A layout axis.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// How the lines of a multi-line text align to each other.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// The relative size of icons, as SF Symbols' image scales, relative to the font size.
public enum ImageScale: Hashable, Sendable {
    case small, medium, large

    /// The icon's side over the font size: medium is 1.2, as an SF Symbol at medium scale.
    var sideOverFontSize: Double {
        switch self {
        case .small: 0.95
        case .medium: 1.2
        case .large: 1.55
        }
    }
}
