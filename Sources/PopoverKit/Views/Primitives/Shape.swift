/// An outline that fills the frame it is given. As a view it fills with the foreground color.
public protocol Shape: View {
    /// The outline within `rect`, in the same (absolute) coordinates as `rect`.
    func path(in rect: Rect) -> Path
}

extension Shape {
    public func makeNode() -> ViewNode {
        ViewNode(.shape(ShapeFill(shape: AnyShape(self), style: .foreground)))
    }

    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ViewNode {
        ViewNode(.shape(ShapeFill(shape: AnyShape(self), style: .color(color))))
    }

    /// The shape filled with a glass material: what was drawn behind it, blurred by `radius`
    /// and tinted with `tint` (emitted as `DisplayItem.backdropBlur`).
    public func backdropBlur(radius: Double, tint: Color) -> ViewNode {
        ViewNode(.shape(ShapeFill(shape: AnyShape(self), style: .backdropBlur(radius: radius, tint: tint))))
    }
}

/// A type-erased shape.
struct AnyShape {
    let path: (Rect) -> Path

    init(_ shape: some Shape) {
        path = shape.path(in:)
    }
}

/// A shape and how to paint it.
struct ShapeFill {
    enum Style {
        case foreground
        case color(Color)
        case backdropBlur(radius: Double, tint: Color)
    }

    let shape: AnyShape
    let style: Style
}
