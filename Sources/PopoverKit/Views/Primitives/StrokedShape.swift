extension Shape {
    /// The shape's outline traced with a line `lineWidth` wide, centered on it, painted with
    /// `style` (SwiftUI's `stroke(_:lineWidth:)`).
    public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> ViewNode {
        StrokedShape(base: self, lineWidth: lineWidth, isInside: false).fill(style)
    }

    /// The shape's outline as a line `lineWidth` wide, centered on it: itself a shape, filled
    /// with the foreground style unless given another.
    public func stroke(lineWidth: Double = 1) -> StrokedShape<Self> {
        StrokedShape(base: self, lineWidth: lineWidth, isInside: false)
    }
}

extension InsettableShape {
    /// The outline traced with a line `lineWidth` wide just inside the frame, painted with
    /// `style`: unlike `stroke`, none of it falls outside the frame.
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1) -> ViewNode {
        StrokedShape(base: self, lineWidth: lineWidth, isInside: true).fill(style)
    }

    /// The outline traced inside the frame in the foreground style.
    public func strokeBorder(lineWidth: Double = 1) -> ViewNode {
        StrokedShape(base: self, lineWidth: lineWidth, isInside: true).makeNode()
    }
}

/// A shape's stroke as a shape of its own: the band `lineWidth` wide along the outline, made
/// of fills only (the display list has no stroke). For an `InsettableShape` the band is its
/// outline grown by half the width less the outline shrunk by half (all inside for a
/// border), so corners are sharp where the shape's are, as SwiftUI's mitered joins; any other
/// shape is traced with round joins, the line's ends overlapping at each corner.
public struct StrokedShape<Base: Shape>: Shape {
    let base: Base
    let lineWidth: Double
    /// Whether the band lies inside the outline (`strokeBorder`) rather than centered on it.
    let isInside: Bool

    public func path(in rect: Rect) -> Path {
        guard lineWidth > 0 else { return Path() }
        if let insettable = base as? any InsettableShape { return band(insettable, in: rect) }
        var path = Path()
        for polygon in base.path(in: rect).flattened() {
            path.append(.polyline(polygon + [polygon[0]], thickness: lineWidth))
        }
        return path
    }

    /// The outer outline, and inside it the inner one traced the other way round: filled with
    /// the non-zero rule, only the band between them is painted.
    private func band<S: InsettableShape>(_ shape: S, in rect: Rect) -> Path {
        let outer = isInside ? 0 : -lineWidth / 2
        var path = shape.inset(by: outer).path(in: rect)
        path.append(shape.inset(by: outer + lineWidth).path(in: rect).reversed())
        return path
    }
}
