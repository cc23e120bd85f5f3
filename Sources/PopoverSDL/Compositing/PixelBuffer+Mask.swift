import PopoverKit

extension PixelBuffer {
    /// Blends `color` over the pixels of `mask` inside `clip`, each weighted by its coverage.
    ///
    /// Rows run over raw pointers; fully covered pixels of an opaque color are stored directly, and
    /// pixels whose weight rounds to zero are skipped, so large solid shapes cost little more than a
    /// copy. Pixels that `occluder` covers fully are left alone: an opaque fill drawn next will
    /// replace them anyway (a shadow beneath its own shape).
    mutating func blend(_ mask: CoverageMask, color: Color, clip: PixelRect, occluder: CoverageMask? = nil) {
        let area = mask.pixelRect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let (r, g, b) = Self.components(color)
        let alpha = Float(max(0, min(1, color.alpha)) * 255)
        guard alpha >= 0.5 else { return }
        let solid = r << 16 | g << 8 | b
        let redBlue = r << 16 | b, green = g << 8
        let opaque = alpha >= 254.5
        // Below this coverage a pixel's weight rounds to 0.
        let cutoff = 0.5 / alpha
        let stride = width
        let hidden = occluder.map { $0.pixelRect.intersection(area) } ?? PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        mask.coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { output in
                let coverageBase = coverage.baseAddress!, outputBase = output.baseAddress!
                func blendRun(_ source: UnsafePointer<Float>, _ target: UnsafeMutablePointer<UInt32>, _ xs: Range<Int>) {
                    for x in xs {
                        let c = source[x]
                        if c < cutoff { continue }
                        if opaque && c >= 1 {
                            target[x] = solid
                            continue
                        }
                        target[x] = Self.mix(target[x], redBlue: redBlue, green: green, UInt32(min(c, 1) * alpha + 0.5))
                    }
                }
                for y in area.minY..<area.maxY {
                    let source = coverageBase + (y - mask.originY) * mask.width - mask.originX
                    let target = outputBase + y * stride
                    guard let occluder, !hidden.isEmpty, y >= hidden.minY, y < hidden.maxY else {
                        blendRun(source, target, area.minX..<area.maxX)
                        continue
                    }
                    occluder.coverage.withUnsafeBufferPointer { cover in
                        let covered = cover.baseAddress! + (y - occluder.originY) * occluder.width - occluder.originX
                        blendRun(source, target, area.minX..<hidden.minX)
                        var x = hidden.minX
                        while x < hidden.maxX {
                            // Skip the fully covered run, then blend up to the next one.
                            while x < hidden.maxX && covered[x] >= 1 { x += 1 }
                            let start = x
                            while x < hidden.maxX && covered[x] < 1 { x += 1 }
                            blendRun(source, target, start..<x)
                        }
                        blendRun(source, target, hidden.maxX..<area.maxX)
                    }
                }
            }
        }
    }
}
