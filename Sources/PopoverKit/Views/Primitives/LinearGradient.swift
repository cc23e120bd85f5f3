/// Colors blended along the line from `startPoint` to `endPoint` (unit points of the frame),
/// evenly spaced; before the start and after the end the end colors continue. Drawn as
/// `bands` strips across that line, each in the color at its middle (the display list fills
/// solid colors), clipped to the shape.
public struct LinearGradient: ShapeStyle, View {
    public var colors: [Color]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public var bands: Int

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint, bands: Int = 48) {
        self.colors = colors
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.bands = max(1, bands)
    }

    public func paint(_ shape: some Shape) -> ViewNode {
        let count = bands
        return ZStack {
            ForEach(0..<count, id: \.self) { band in
                let t0 = Double(band) / Double(count), t1 = Double(band + 1) / Double(count)
                // Each band reaches into the next, which paints over it: no seams where band
                // edges are anti-aliased. The first and last reach past the ends.
                GradientBand(from: band == 0 ? -1000 : t0, to: band == count - 1 ? 1000 : t1 + 0.5 / Double(count),
                             startPoint: startPoint, endPoint: endPoint)
                    .fill(Self.color(at: (t0 + t1) / 2, in: colors))
            }
        }
        .clipShape(shape)
    }

    /// Fills the frame it is given.
    public func makeNode() -> ViewNode {
        paint(Rectangle())
    }

    /// The color at `t` (0 start … 1 end), linear between evenly spaced stops, in each scheme.
    public static func color(at t: Double, in colors: [Color]) -> Color {
        Color(light: mix(at: t, colors.map { $0.resolved(in: .light) }),
              dark: mix(at: t, colors.map { $0.resolved(in: .dark) }))
    }

    private static func mix(at t: Double, _ colors: [Color]) -> Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let position = min(max(t, 0), 1) * Double(colors.count - 1)
        let index = min(Int(position), colors.count - 2)
        let f = position - Double(index)
        let a = colors[index], b = colors[index + 1]
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}

/// The strip of a frame between two fractions of a gradient's line, as a quadrilateral wide
/// enough to cross the whole frame.
struct GradientBand: Shape {
    let from: Double
    let to: Double
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    func path(in rect: Rect) -> Path {
        let start = rect.point(at: startPoint), end = rect.point(at: endPoint)
        var d = Point(x: end.x - start.x, y: end.y - start.y)
        if d.x == 0 && d.y == 0 { d = Point(x: 0, y: rect.height) }
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        let reach = rect.width + rect.height
        let n = Point(x: -d.y / length * reach, y: d.x / length * reach)
        func along(_ t: Double) -> Point { Point(x: start.x + d.x * t, y: start.y + d.y * t) }
        let a = along(from), b = along(to)
        return Path(elements: [.move(Point(x: a.x - n.x, y: a.y - n.y)), .line(Point(x: a.x + n.x, y: a.y + n.y)),
                               .line(Point(x: b.x + n.x, y: b.y + n.y)), .line(Point(x: b.x - n.x, y: b.y - n.y)), .close])
    }
}
