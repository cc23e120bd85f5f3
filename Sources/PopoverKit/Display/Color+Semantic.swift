/// Light or dark appearance: which value a semantic color takes. The environment carries it
/// (`.colorScheme(_:)`); colors are resolved against it when a frame is laid out.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Apple's semantic colors (UIKit's `UIColor` system palette), each with its light and dark
/// value, so that views written once read in both schemes.
extension Color {
    private static func semantic(_ light: UInt32, _ lightAlpha: Double = 1, dark: UInt32,
                                 _ darkAlpha: Double = 1) -> Color {
        Color(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha))
    }

    // MARK: Labels

    public static let label = semantic(0x000000, dark: 0xFFFFFF)
    public static let secondaryLabel = semantic(0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    public static let tertiaryLabel = semantic(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    public static let quaternaryLabel = semantic(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)

    // MARK: Backgrounds

    public static let systemBackground = semantic(0xFFFFFF, dark: 0x000000)
    public static let secondarySystemBackground = semantic(0xF2F2F7, dark: 0x1C1C1E)
    public static let tertiarySystemBackground = semantic(0xFFFFFF, dark: 0x2C2C2E)
    public static let systemGroupedBackground = semantic(0xF2F2F7, dark: 0x000000)
    public static let secondarySystemGroupedBackground = semantic(0xFFFFFF, dark: 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = semantic(0xF2F2F7, dark: 0x2C2C2E)

    // MARK: Separators and fills

    public static let separator = semantic(0x3C3C43, 0.29, dark: 0x545458, 0.6)
    public static let opaqueSeparator = semantic(0xC6C6C8, dark: 0x38383A)
    public static let systemFill = semantic(0x787880, 0.2, dark: 0x787880, 0.36)
    public static let secondarySystemFill = semantic(0x787880, 0.16, dark: 0x787880, 0.32)
    public static let tertiarySystemFill = semantic(0x767680, 0.12, dark: 0x767680, 0.24)
    public static let quaternarySystemFill = semantic(0x747480, 0.08, dark: 0x767680, 0.18)

    // MARK: System colors

    /// #007AFF light, #0A84FF dark.
    public static let systemBlue = semantic(0x007AFF, dark: 0x0A84FF)
    public static let systemBrown = semantic(0xA2845E, dark: 0xAC8E68)
    public static let systemCyan = semantic(0x32ADE6, dark: 0x64D2FF)
    public static let systemGreen = semantic(0x34C759, dark: 0x30D158)
    public static let systemIndigo = semantic(0x5856D6, dark: 0x5E5CE6)
    public static let systemMint = semantic(0x00C7BE, dark: 0x63E6E2)
    public static let systemOrange = semantic(0xFF9500, dark: 0xFF9F0A)
    public static let systemPink = semantic(0xFF2D55, dark: 0xFF375F)
    public static let systemPurple = semantic(0xAF52DE, dark: 0xBF5AF2)
    public static let systemRed = semantic(0xFF3B30, dark: 0xFF453A)
    public static let systemTeal = semantic(0x30B0C7, dark: 0x40C8E0)
    public static let systemYellow = semantic(0xFFCC00, dark: 0xFFD60A)

    public static let systemGray = semantic(0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = semantic(0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = semantic(0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = semantic(0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = semantic(0xE5E5EA, dark: 0x2C2C2E)
    public static let systemGray6 = semantic(0xF2F2F7, dark: 0x1C1C1E)

}

/// SwiftUI's standard colors, each the matching system color with its light and dark value
/// (`Color.blue` is `systemBlue`, `Color.gray` is `systemGray`), as on Apple's platforms.
/// `white`, `black` and `clear` are fixed (in `Color`).
extension Color {
    public static let red = systemRed
    public static let orange = systemOrange
    public static let yellow = systemYellow
    public static let green = systemGreen
    public static let mint = systemMint
    public static let teal = systemTeal
    public static let cyan = systemCyan
    public static let blue = systemBlue
    public static let indigo = systemIndigo
    public static let purple = systemPurple
    public static let pink = systemPink
    public static let brown = systemBrown
    public static let gray = systemGray
    /// The primary content color: black in light, white in dark (`label`).
    public static let primary = label
    /// The secondary content color: gray at 60 % (`secondaryLabel`).
    public static let secondary = secondaryLabel
}

/// Apple's increased-contrast values (Settings > Accessibility > Increase Contrast), for text
/// that must read at WCAG's 4.5:1 where the standard value does not.
extension Color {
    /// #6C6C70 light, #AEAEB2 dark: secondary text that reads on the system backgrounds.
    public static let highContrastSystemGray = Color(light: Color(hex: 0x6C6C70), dark: Color(hex: 0xAEAEB2))
    /// #0040DD light, #409CFF dark.
    public static let highContrastSystemBlue = Color(light: Color(hex: 0x0040DD), dark: Color(hex: 0x409CFF))
}
