/// The glass effect's first half: what was drawn beneath a shape, blurred, inside the shape.
enum Backdrop {
    /// Replaces the pixels under `mask` with a gaussian blur (of `sigma` pixels) of what lies
    /// around them, weighted by the mask's coverage and `opacity`; only pixels within `clip`
    /// change, and only pixels within `layerClip` (the layer's clip rectangles) are blurred.
    static func blur(under mask: CoverageMask, sigma: Double, opacity: Double, clip: PixelRect,
                     layerClip: PixelRect? = nil, in buffer: inout PixelBuffer) {
        guard !mask.isEmpty, sigma > 0 else { return }
        let target = PixelRect(minX: mask.originX, minY: mask.originY,
                               maxX: mask.originX + mask.width, maxY: mask.originY + mask.height)
            .intersection(clip).intersection(buffer.bounds)
        guard !target.isEmpty else { return }
        // Blur a margin around the shape too, so its edge sees its surroundings, not black; but
        // only what lies inside the layer's clip, where this layer draws (beyond it may be nothing
        // yet: a window's glass would darken toward the chrome below it).
        let margin = Int((3 * sigma).rounded(.up))
        let source = PixelRect(minX: target.minX - margin, minY: target.minY - margin,
                               maxX: target.maxX + margin, maxY: target.maxY + margin)
            .intersection(buffer.bounds).intersection(layerClip ?? buffer.bounds)
        var region = [UInt32](repeating: 0, count: source.width * source.height)
        for y in 0..<source.height {
            for x in 0..<source.width { region[y * source.width + x] = buffer[source.minX + x, source.minY + y] }
        }
        GaussianBlur.blurXRGB8888(&region, width: source.width, height: source.height, pitch: source.width, sigma: sigma)
        let alpha = max(0, min(1, opacity))
        for y in target.minY..<target.maxY {
            for x in target.minX..<target.maxX {
                let c = mask.coverage[(y - mask.originY) * mask.width + (x - mask.originX)]
                let a = UInt32(Double(c) * alpha * 255 + 0.5)
                guard a > 0 else { continue }
                buffer.blend(argb: 0xFF00_0000 | region[(y - source.minY) * source.width + (x - source.minX)],
                             x: x, y: y, opacity: a)
            }
        }
    }
}
