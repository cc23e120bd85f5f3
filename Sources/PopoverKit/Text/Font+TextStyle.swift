/// SwiftUI's text styles at iOS's default Dynamic Type size (Large), and the `system` fonts.
extension Font {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size on iOS at the Large content size.
        public var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Only the headline is heavier than regular.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let subheadline = Font(.subheadline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    init(_ style: TextStyle) {
        self.init(size: style.size, weight: style.weight)
    }

    /// The system font at `size` points.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font for a text style, in another design or weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, design: design ?? .default)
    }
}
