import PopoverKit

/// A gradient as output pixels see it: its position `t` is linear in a pixel's coordinates
/// (through the scale and the transform in force), and its colors are looked up in a table of
/// `steps` entries along `t`, so a pixel costs a multiply-add and a lookup, not a color mix.
struct GradientRamp {
    static let steps = 1024

    /// t at the center of pixel (x, y) is `origin + x · perPixelX + y · perPixelY`.
    let origin: Double
    let perPixelX: Double
    let perPixelY: Double
    /// Each step's color as 0x00RR00BB and 0x0000GG00 (for `PixelBuffer.mix`) and its alpha in 0...255.
    let redBlue: [UInt32]
    let green: [UInt32]
    let alpha: [Float]

    init(_ fill: GradientFill, transform: Transform, scale: Double) {
        // A pixel's center in points before the transform: anchor + ((p + ½) / scale − offset − anchor) / s.
        let d = Point(x: fill.end.x - fill.start.x, y: fill.end.y - fill.start.y)
        let squared = d.x * d.x + d.y * d.y
        let along = squared > 0 ? Point(x: d.x / squared, y: d.y / squared) : .zero
        let perPoint = 1 / (scale * transform.scale)
        perPixelX = along.x * perPoint
        perPixelY = along.y * perPoint
        let corner = transform.inverse(Point(x: 0.5 / scale, y: 0.5 / scale))
        origin = (corner.x - fill.start.x) * along.x + (corner.y - fill.start.y) * along.y
        var redBlue: [UInt32] = [], green: [UInt32] = [], alpha: [Float] = []
        for step in 0..<Self.steps {
            let color = GradientFill.color(at: Double(step) / Double(Self.steps - 1), in: fill.colors)
            let (r, g, b) = PixelBuffer.components(color)
            redBlue.append(r << 16 | b)
            green.append(g << 8)
            alpha.append(Float(max(0, min(1, color.alpha)) * 255))
        }
        self.redBlue = redBlue
        self.green = green
        self.alpha = alpha
    }

    /// The table entry for pixel (x, y): t clamped to 0...1 (the end colors continue).
    func step(x: Int, y: Int) -> Int {
        let t = origin + Double(x) * perPixelX + Double(y) * perPixelY
        return Int((min(max(t, 0), 1) * Double(Self.steps - 1)).rounded())
    }
}
