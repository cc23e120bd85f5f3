/// Colors blended along the line from `startPoint` to `endPoint` (unit points of the frame),
/// evenly spaced; before the start and after the end the end colors continue. Filled pixel by
/// pixel (`DisplayItem.gradient`), translucent colors included.
public struct LinearGradient: ShapeStyle, View {
    public var colors: [Color]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public func paint(_ shape: some Shape) -> ViewNode {
        ViewNode(ShapeKind(shape: shape, paint: .linearGradient(self)))
    }

    /// Fills the frame it is given.
    public func makeNode() -> ViewNode {
        paint(Rectangle())
    }

    /// The color at `t` (0 start … 1 end), linear between evenly spaced stops, in each scheme.
    public static func color(at t: Double, in colors: [Color]) -> Color {
        Color(light: GradientFill.color(at: t, in: colors.map { $0.resolved(in: .light) }),
              dark: GradientFill.color(at: t, in: colors.map { $0.resolved(in: .dark) }))
    }

    /// The gradient over `frame`, its colors resolved in `env`.
    func fill(in frame: Rect, _ env: EnvironmentValues) -> GradientFill {
        GradientFill(colors: colors.map(env.resolve), start: frame.point(at: startPoint), end: frame.point(at: endPoint))
    }
}

/// An outline filled with a gradient.
struct GradientDrawing: NodeDrawing {
    let path: Path
    let fill: GradientFill

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.gradient(path, fill))
    }

    var label: String { "gradient of \(fill.colors.count)" }
}
