/// A straight (not premultiplied) sRGB color with alpha, each component in 0...1. A semantic
/// color also carries a dark value: `red`…`alpha` are its light value, and `resolved(in:)`
/// picks the value for a color scheme. Colors in a display list are always resolved.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The value in the dark scheme, when it differs from the light one.
    private var darkValue: Components?

    /// A color's four components, without a dark value.
    private struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    /// A color that takes `light` in the light scheme and `dark` in the dark one.
    public init(light: Color, dark: Color) {
        let light = light.resolved(in: .light), dark = dark.resolved(in: .dark)
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        if dark != light {
            darkValue = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        }
    }

    /// True when the color has a different value in the dark scheme.
    public var isDynamic: Bool { darkValue != nil }

    /// The fixed color this one is in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let dark = darkValue else {
            return isDynamic ? Color(red: red, green: green, blue: blue, alpha: alpha) : self
        }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// The color with its alpha (in both schemes) multiplied by `factor`.
    public func opacity(_ factor: Double) -> Color {
        var color = self
        color.alpha *= factor
        color.darkValue?.alpha *= factor
        return color
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}
