/// The glass effect's first half: what was drawn beneath a shape, blurred, inside the shape.
enum Backdrop {
    /// Replaces the pixels under `mask` with a gaussian blur (of `sigma` pixels) of what lies
    /// around them, weighted by the mask's coverage and `opacity`; only pixels within `clip`
    /// change, and only pixels within `layerClip` (the layer's clip rectangles) are blurred.
    /// `cache` keeps blurs from frame to frame: a glass over the same pixels as last time takes
    /// its blur from there.
    static func blur(under mask: CoverageMask, sigma: Double, opacity: Double, clip: PixelRect,
                     layerClip: PixelRect? = nil, cache: inout BackdropCache, in buffer: inout PixelBuffer) {
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
        region = cache.blurred(region, source: source, sigma: sigma)
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

/// The blurs of the last frame's glass, each with the pixels it blurred. A glass is redrawn whole
/// when any change touches it (the vision window's glass under every drag frame), though what
/// lies beneath it rarely changed: a blur of byte-identical pixels is taken from here, so the
/// pixels are the same as blurring again. Blurs no frame asked for are dropped at its end.
struct BackdropCache {
    private struct Key: Hashable {
        let source: PixelRect
        let sigma: Double
    }

    private var entries: [Key: (beneath: [UInt32], blurred: [UInt32])] = [:]
    private var asked: Set<Key> = []
    /// Blurs worked out, against blurs taken from the cache (for tests and benchmarks).
    private(set) var blursComputed = 0, blursReused = 0

    /// `beneath` (the pixels of `source`, row by row) blurred by `sigma` pixels.
    mutating func blurred(_ beneath: [UInt32], source: PixelRect, sigma: Double) -> [UInt32] {
        let key = Key(source: source, sigma: sigma)
        asked.insert(key)
        if let entry = entries[key], entry.beneath == beneath {
            blursReused += 1
            return entry.blurred
        }
        var region = beneath
        GaussianBlur.blurXRGB8888(&region, width: source.width, height: source.height, pitch: source.width, sigma: sigma)
        entries[key] = (beneath, region)
        blursComputed += 1
        return region
    }

    mutating func endFrame() {
        entries = entries.filter { asked.contains($0.key) }
        asked = []
    }
}
