/// A straight (not premultiplied) sRGB color with alpha, each component in 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Apple's system blue in dark mode and on iOS buttons, #0A84FF.
    public static let systemBlue = Color(hex: 0x0A84FF)
    public static let label = Color(hex: 0x000000)
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    public static let systemBackground = Color(hex: 0xFFFFFF)
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    public static let separator = Color(hex: 0xC6C6C8)
}
