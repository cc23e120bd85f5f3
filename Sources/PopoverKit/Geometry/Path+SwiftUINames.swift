import Foundation

// SwiftUI's names for building a path, which custom shapes pasted from SwiftUI call; each is
// the library's own element of the same geometry.
extension Path {
    /// A path built by `build`: `Path { path in path.move(to: a); path.addLine(to: b) }`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    public mutating func addLine(to p: Point) { line(to: p) }

    public mutating func addQuadCurve(to p: Point, control: Point) { quadCurve(to: p, control: control) }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        cubicCurve(to: p, control1: control1, control2: control2)
    }

    public mutating func closeSubpath() { close() }

    public mutating func addRect(_ r: Rect) { append(.rect(r)) }

    public mutating func addRoundedRect(in r: Rect, cornerSize: Size) {
        append(.roundedRect(r, cornerRadius: min(cornerSize.width, cornerSize.height)))
    }

    public mutating func addEllipse(in r: Rect) { append(.ellipse(in: r)) }

    @_disfavoredOverload
    public mutating func addLine(to p: CGPoint) { line(to: Point(p)) }

    @_disfavoredOverload
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { quadCurve(to: Point(p), control: Point(control)) }

    @_disfavoredOverload
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        cubicCurve(to: Point(p), control1: Point(control1), control2: Point(control2))
    }

    @_disfavoredOverload
    public mutating func addRect(_ r: CGRect) { addRect(Rect(r)) }

    @_disfavoredOverload
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize) {
        addRoundedRect(in: Rect(r), cornerSize: Size(cornerSize))
    }

    @_disfavoredOverload
    public mutating func addEllipse(in r: CGRect) { addEllipse(in: Rect(r)) }
}
