/// How far a rect sticks out of the boundary past each edge (positive = outside), as Floating UI's
/// `detectOverflow`.
struct Overflows {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double

    @inline(__always)
    init(of rect: Rect, in boundary: Rect) {
        top = boundary.minY - rect.minY
        leading = boundary.minX - rect.minX
        bottom = rect.maxY - boundary.maxY
        trailing = rect.maxX - boundary.maxX
    }

    @inline(__always)
    subscript(edge: Edge) -> Double {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
