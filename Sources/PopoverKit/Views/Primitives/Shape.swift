import Foundation

/// An outline that fills the frame it is given. As a view it fills with the foreground color.
public protocol Shape: View {
    /// The outline within `rect`, in the same (absolute) coordinates as `rect`.
    func path(in rect: Rect) -> Path

    /// The same, as a shape ported from SwiftUI writes it. A shape implements one of the two;
    /// each defaults to the other (so a shape that implements neither recurses forever, as a
    /// view that implements neither `body` nor `makeNode()` does).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public func path(in rect: Rect) -> Path { path(in: CGRect(rect)) }

    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension Shape {
    public func makeNode() -> ViewNode {
        ViewNode(ShapeKind(shape: self, paint: .foreground))
    }

    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ViewNode {
        ViewNode(ShapeKind(shape: self, paint: .color(color)))
    }

    /// The shape filled with a glass material: what was drawn behind it, blurred by `radius`
    /// and tinted with `tint` (emitted as `DisplayItem.backdropBlur`).
    public func backdropBlur(radius: Double, tint: Color) -> ViewNode {
        ViewNode(ShapeKind(shape: self, paint: .backdropBlur(radius: radius, tint: tint)))
    }
}

/// A type-erased shape.
struct AnyShape {
    let path: (Rect) -> Path

    init(_ shape: some Shape) {
        path = shape.path(in:)
    }
}

/// A shape's node (and a color's, a filled rectangle): it takes the size offered, 10 × 10 on an
/// axis left unspecified as in SwiftUI, and fills its outline in that frame.
struct ShapeKind<S: Shape>: NodeKind {
    /// How the outline is painted.
    enum Paint {
        /// In the foreground color.
        case foreground
        case color(Color)
        /// With glass: what was drawn behind, blurred and tinted.
        case backdropBlur(radius: Double, tint: Color)
        case linearGradient(LinearGradient)
    }

    let shape: S
    let paint: Paint

    /// The size of a shape or a color offered nothing, as in SwiftUI.
    static var idealSize: Size { Size(width: 10, height: 10) }

    func size(_ sizer: NodeSizer) -> Size {
        sizer.proposal.replacingUnspecified(with: Self.idealSize)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let path = shape.path(in: placer.frame), env = placer.env
        switch paint {
        case .foreground: return placer.leaf(FillDrawing(path: path, color: env.resolvedForeground))
        case .color(let color): return placer.leaf(FillDrawing(path: path, color: env.resolve(color)))
        case .backdropBlur(let radius, let tint):
            return placer.leaf(BackdropBlurDrawing(path: path, radius: radius, tint: env.resolve(tint)))
        case .linearGradient(let gradient):
            return placer.leaf(GradientDrawing(path: path, fill: gradient.fill(in: placer.frame, env)))
        }
    }
}

/// An outline filled with one color.
struct FillDrawing: NodeDrawing {
    let path: Path
    let color: Color

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.fill(path, color))
    }

    var label: String { "fill \(color.red),\(color.green),\(color.blue),\(color.alpha)" }
}

/// An outline filled with glass: what was drawn behind it, blurred by `radius` and tinted.
struct BackdropBlurDrawing: NodeDrawing {
    let path: Path
    let radius: Double
    let tint: Color

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.backdropBlur(path, radius: radius, tint: tint))
    }

    var label: String { "glass r\(radius)" }
}
