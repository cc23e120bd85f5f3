/// How a shape is painted: a color, a gradient, a material. `Shape.fill(_:)` takes any of them,
/// as SwiftUI's does.
public protocol ShapeStyle {
    /// `shape`, painted with this style over the frame it is given.
    func paint(_ shape: some Shape) -> ViewNode
}

extension Color: ShapeStyle {
    public func paint(_ shape: some Shape) -> ViewNode {
        shape.fill(self)
    }
}

extension Shape {
    /// The shape painted with `style`.
    public func fill(_ style: some ShapeStyle) -> ViewNode {
        style.paint(self)
    }
}

/// A color is a view that fills the frame it is offered (10 × 10 when asked for its ideal size).
extension Color: View {
    public func makeNode() -> ViewNode { ViewNode(ShapeKind(shape: Rectangle(), paint: .color(self))) }
}
