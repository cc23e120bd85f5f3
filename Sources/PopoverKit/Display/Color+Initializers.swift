import Foundation

/// SwiftUI's ways of making a color: components with `opacity`, a gray, hue-saturation-brightness,
/// a color space, and `Color(.systemBackground)` for the semantic colors (a `UIColor` there).
extension Color {
    /// The color space components are given in. Colors are kept in sRGB, so the others are
    /// converted (a Display P3 color outside sRGB is clamped to its edge).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(red, green, blue, from: colorSpace)
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// A gray: 0 black, 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue (0...1 around the wheel from red), saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: opacity)
    }

    /// The same color: `Color(.secondarySystemBackground)` reads as in SwiftUI, where the
    /// semantic colors are `UIColor`s.
    public init(_ color: Color) {
        self = color
    }

    /// The app's accent color: the system blue, the default tint.
    public static let accentColor = systemBlue

    /// Components in `space`, in sRGB.
    private static func sRGB(_ r: Double, _ g: Double, _ b: Double,
                             from space: RGBColorSpace) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; only the primaries differ (linear P3 to
            // linear sRGB, both D65).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (encode(1.2249 * lr - 0.2247 * lg),
                    encode(-0.0420 * lr + 1.0419 * lg),
                    encode(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb))
        }
    }

    /// sRGB's transfer curve, linear light to encoded (clamped to 0...1).
    private static func encode(_ linear: Double) -> Double {
        let v = min(max(linear, 0), 1)
        return v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// Encoded to linear light.
    private static func decode(_ encoded: Double) -> Double {
        encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}

/// SwiftUI's hierarchical foreground levels beyond `.primary` and `.secondary`, as the label
/// colors they resolve to for text.
extension ShapeStyle where Self == Color {
    public static var tertiary: Color { Color.tertiaryLabel }
    public static var quaternary: Color { Color.quaternaryLabel }
    public static var accentColor: Color { Color.accentColor }
}
