import Foundation

/// WCAG 2 contrast: relative luminance and the contrast ratio between two opaque colors.
extension Color {
    /// WCAG's relative luminance of the color's (light, opaque) components, 0 for black to 1 for white.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio, 1 to 21, between this color and `other` (both taken as opaque).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Black or white, whichever contrasts more with this color, in each color scheme: the label
    /// color for text on a colored fill.
    public var readableLabel: Color {
        func best(on fill: Color) -> Color {
            fill.contrastRatio(with: .white) >= fill.contrastRatio(with: .black) ? .white : .black
        }
        return Color(light: best(on: resolved(in: .light)), dark: best(on: resolved(in: .dark)))
    }
}
