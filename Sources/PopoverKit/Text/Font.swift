/// A font request: size in points, weight and design. Backends map it to a font file.
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case regular = 400, medium = 500, semibold = 600, bold = 700

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
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

    public init(size: Double, weight: Weight = .regular, design: Design = .proportional) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    public func monospaced() -> Font { Font(size: size, weight: weight, design: .monospaced) }
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight, design: design) }
    public func design(_ design: Design) -> Font { Font(size: size, weight: weight, design: design) }

    /// SwiftUI's body text: 17 pt on iOS; the bubble uses 16 pt medium.
    public static let body = Font(size: 17)
    public static let bubble = Font(size: 16, weight: .medium)
}
