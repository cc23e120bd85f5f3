/// The environment's tint (`.tint(_:)`, the accent color by default) as a style, for
/// `foregroundStyle(.tint)` and `fill(.tint)` as in SwiftUI.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func paint(_ shape: some Shape) -> ViewNode {
        EnvironmentReader { env in shape.fill(env.tint) }.makeNode()
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// Draws text, icons and unfilled shapes beneath in the tint. The tint is the one in effect
    /// where this modifier is (a `.tint(_:)` inside it does not change the color).
    public func foregroundStyle(_ style: TintShapeStyle) -> ViewNode {
        ViewNode(modifier: EnvironmentModifier {
            $0.foregroundColor = $0.tint
            $0.foregroundColorSet = $0.tint
        }, content: self)
    }
}
