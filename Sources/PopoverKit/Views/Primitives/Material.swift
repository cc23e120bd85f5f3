/// A translucent material: what is drawn behind the shape, blurred and tinted with the system
/// background of the color scheme. The five thicknesses approximate SwiftUI's by the tint's
/// opacity; they are not measured against Apple's.
public struct Material: ShapeStyle, Sendable {
    public var blurRadius: Double
    public var tint: Color

    public init(blurRadius: Double, tint: Color) {
        self.blurRadius = blurRadius
        self.tint = tint
    }

    public static let ultraThin = Material(blurRadius: 20, tint: Color.systemBackground.opacity(0.3))
    public static let thin = Material(blurRadius: 20, tint: Color.systemBackground.opacity(0.5))
    public static let regular = Material(blurRadius: 20, tint: Color.systemBackground.opacity(0.7))
    public static let thick = Material(blurRadius: 20, tint: Color.systemBackground.opacity(0.85))
    public static let ultraThick = Material(blurRadius: 20, tint: Color.systemBackground.opacity(0.93))

    public func paint(_ shape: some Shape) -> ViewNode {
        shape.backdropBlur(radius: blurRadius, tint: tint)
    }
}
