/// Downscales images by averaging the source area under each target pixel (a box filter),
/// weighting colors by alpha so transparent edges do not darken.
public enum BoxFilter {
    /// Resizes straight-alpha ARGB8888 pixels from `width` × `height` to the target size.
    public static func resizeARGB(_ pixels: [UInt32], width: Int, height: Int, toWidth: Int, toHeight: Int) -> [UInt32] {
        guard width > 0, height > 0, toWidth > 0, toHeight > 0 else { return [] }
        var out = [UInt32](repeating: 0, count: toWidth * toHeight)
        let sx = Double(width) / Double(toWidth), sy = Double(height) / Double(toHeight)
        for ty in 0..<toHeight {
            let y0 = Double(ty) * sy, y1 = y0 + sy
            for tx in 0..<toWidth {
                let x0 = Double(tx) * sx, x1 = x0 + sx
                var a = 0.0, r = 0.0, g = 0.0, b = 0.0, area = 0.0
                var y = Int(y0)
                while Double(y) < y1 && y < height {
                    let wy = min(Double(y + 1), y1) - max(Double(y), y0)
                    var x = Int(x0)
                    while Double(x) < x1 && x < width {
                        let weight = wy * (min(Double(x + 1), x1) - max(Double(x), x0))
                        let p = pixels[y * width + x]
                        let pa = Double(p >> 24) / 255
                        a += pa * weight
                        r += Double((p >> 16) & 0xFF) * pa * weight
                        g += Double((p >> 8) & 0xFF) * pa * weight
                        b += Double(p & 0xFF) * pa * weight
                        area += weight
                        x += 1
                    }
                    y += 1
                }
                guard area > 0, a > 0 else { continue }
                let alpha = a / area
                let channel = { (v: Double) in UInt32(min(255, max(0, (v / a).rounded()))) }
                out[ty * toWidth + tx] = UInt32((alpha * 255).rounded()) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        return out
    }
}
