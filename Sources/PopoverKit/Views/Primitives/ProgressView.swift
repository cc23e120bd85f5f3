import Foundation

/// Progress, as iOS draws it: with no value, the activity indicator (eight gray spokes, the
/// leading one darkest); with a value, a thin capsule track filled in the tint up to the
/// fraction done. A title goes below the indicator, above the bar.
public struct ProgressView: View {
    let title: String?
    /// The fraction done (0...1), nil for the indicator.
    let fraction: Double?

    /// The activity indicator.
    public init() {
        title = nil
        fraction = nil
    }

    /// The activity indicator with `title` below it.
    public init(_ title: String) {
        self.title = title
        fraction = nil
    }

    /// A bar filled to `value` of `total` (clamped; nil draws the indicator, as SwiftUI's).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        title = nil
        fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
    }

    /// A bar filled to `value` of `total`, with `title` above it.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.title = title
        fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
    }

    private static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0, value.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }

    public func makeNode() -> ViewNode {
        guard let fraction else {
            let spinner = ViewNode(ActivityIndicatorKind())
            guard let title else { return spinner }
            return VStack(spacing: 8) { spinner; Text(title).foregroundStyle(Color.secondaryLabel) }.makeNode()
        }
        let bar = ViewNode(ProgressBarKind(fraction: fraction))
        guard let title else { return bar }
        return VStack(alignment: .leading, spacing: 4) { Text(title); bar }.makeNode()
    }
}

/// iOS's medium activity indicator: 20 pt square, eight spokes around the middle, fading
/// behind the darkest, at the top, counter-clockwise (drawn still: it does not turn).
struct ActivityIndicatorKind: NodeKind {
    static let side = 20.0

    func size(_ sizer: NodeSizer) -> Size { Size(width: Self.side, height: Self.side) }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let center = placer.frame.center, color = placer.env.resolve(.systemGray)
        var spokes: [(Path, Color)] = []
        for i in 0..<8 {
            let angle = -Double.pi / 2 + Double(i) * .pi / 4
            let direction = Point(x: cos(angle), y: sin(angle))
            let inner = Point(x: center.x + direction.x * 5, y: center.y + direction.y * 5)
            let outer = Point(x: center.x + direction.x * 8.5, y: center.y + direction.y * 8.5)
            // The leading spoke is fully drawn; the ones behind it fade to a quarter.
            let alpha = 1 - Double((8 - i) % 8) * 0.75 / 7
            spokes.append((.capsule(from: inner, to: outer, thickness: 2.5), color.opacity(alpha)))
        }
        return placer.leaf(FillsDrawing(fills: spokes, label: "activity indicator"))
    }
}

/// A linear progress bar: the width offered, 4 pt tall, a capsule track in the fill gray and
/// the part done in the tint.
struct ProgressBarKind: NodeKind {
    let fraction: Double
    static let height = 4.0

    func size(_ sizer: NodeSizer) -> Size {
        Size(width: sizer.proposal.width ?? ShapeKind<Rectangle>.idealSize.width, height: Self.height)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let frame = placer.frame, env = placer.env
        let done = Rect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height)
        let capsule = Capsule()
        return placer.leaf(FillsDrawing(fills: [
            (capsule.path(in: frame), env.resolve(.systemFill)),
            (capsule.path(in: done), env.resolve(env.tint)),
        ], label: "progress \(fraction)"))
    }
}

/// Outlines filled one after the other, each in its own color.
struct FillsDrawing: NodeDrawing {
    let fills: [(Path, Color)]
    let label: String

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        for (path, color) in fills { list.append(.fill(path, color)) }
    }
}
