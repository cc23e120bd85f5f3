/// A font request: size in points, weight, design and slant. Backends map it to a font file.
public struct Font: Hashable, Sendable {
    /// SwiftUI's weights. The bundled faces are regular, medium, semibold and bold: a lighter
    /// weight is set in regular and a heavier one in bold (see `bundledWeight`).
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600,
             bold = 700, heavy = 800, black = 900

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The nearest of the four weights every design has a face for.
        public var bundledWeight: Weight { min(max(self, .regular), .bold) }
    }

    public enum Design: Hashable, Sendable {
        case proportional, monospaced
        /// Set in DejaVu Serif (the closest freely licensed face bundled to New York).
        case serif

        /// SwiftUI's name for the system face.
        public static var `default`: Design { .proportional }
        /// SF Pro Rounded has no freely licensed twin bundled here: rounded text is set in the
        /// proportional face (Inter), the closest one that is.
        public static var rounded: Design { .proportional }
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// Digits all as wide as the widest one, so changing numbers keep their width.
    public var hasMonospacedDigits: Bool

    public init(size: Double, weight: Weight = .regular, design: Design = .proportional,
                isItalic: Bool = false, hasMonospacedDigits: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    public func monospaced() -> Font { design(.monospaced) }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The bubble's text: 16 pt medium.
    public static let bubble = Font(size: 16, weight: .medium)
}
