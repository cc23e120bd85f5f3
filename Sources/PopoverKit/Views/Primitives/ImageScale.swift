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
