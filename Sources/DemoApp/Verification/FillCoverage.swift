import PopoverKit

/// Estimates how much of a pixel a fill color covers, when the fill was blended over a background
/// that may be darkened by a shadow.
///
/// A shadow tints the background toward black, so every uncovered pixel is `k · background` for
/// some k in 0...1, and a partly covered one is `c · fill + (1 − c) · k · background`. That is a
/// point in the plane spanned by the two colors; the least-squares coordinates of the pixel in that
/// plane give the coverage c directly, whatever the shadow's strength. Only the background's hue
/// matters, not its brightness. Pixels of other colors (text, icons) land off the plane and
/// project to arbitrary coverages, so callers should keep them out of the search window.
nonisolated struct FillCoverage {
    private let fill: (Double, Double, Double)
    private let background: (Double, Double, Double)
    private let fillDotFill: Double
    private let fillDotBackground: Double
    private let backgroundDotBackground: Double
    private let determinant: Double

    init(fill: Color, background: Color) {
        self.fill = (fill.red * 255, fill.green * 255, fill.blue * 255)
        self.background = (background.red * 255, background.green * 255, background.blue * 255)
        fillDotFill = Self.dot(self.fill, self.fill)
        fillDotBackground = Self.dot(self.fill, self.background)
        backgroundDotBackground = Self.dot(self.background, self.background)
        determinant = fillDotFill * backgroundDotBackground - fillDotBackground * fillDotBackground
    }

    /// False when the fill and background colors are (nearly) parallel, e.g. gray on white, so
    /// coverage cannot be told from shading.
    var isSolvable: Bool { determinant > 1e-3 * fillDotFill * backgroundDotBackground }

    /// The fill's coverage of an XRGB8888 pixel, clamped to 0...1.
    func coverage(of pixel: UInt32) -> Double {
        let p = (Double((pixel >> 16) & 0xFF), Double((pixel >> 8) & 0xFF), Double(pixel & 0xFF))
        let fillDotPixel = Self.dot(fill, p)
        let backgroundDotPixel = Self.dot(background, p)
        let c = (backgroundDotBackground * fillDotPixel - fillDotBackground * backgroundDotPixel) / determinant
        return min(1, max(0, c))
    }

    private static func dot(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    }
}
