import PopoverKit

extension PixelBuffer {
    /// Blends `color` over the pixels of `mask` inside `clip`, each weighted by its coverage.
    ///
    /// Rows run over raw pointers; fully covered pixels of an opaque color are stored directly, and
    /// uncovered ones are skipped, so large solid shapes cost little more than a copy.
    mutating func blend(_ mask: CoverageMask, color: Color, clip: PixelRect) {
        let area = mask.pixelRect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let (r, g, b) = Self.components(color)
        let alpha = Float(max(0, min(1, color.alpha)) * 255)
        guard alpha >= 0.5 else { return }
        let solid = r << 16 | g << 8 | b
        let opaque = alpha >= 254.5
        let stride = width
        mask.coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { output in
                let coverageBase = coverage.baseAddress!, outputBase = output.baseAddress!
                for y in area.minY..<area.maxY {
                    let source = coverageBase + (y - mask.originY) * mask.width - mask.originX
                    let target = outputBase + y * stride
                    for x in area.minX..<area.maxX {
                        let c = source[x]
                        if c <= 0 { continue }
                        if opaque && c >= 1 {
                            target[x] = solid
                            continue
                        }
                        let a = UInt32(min(c, 1) * alpha + 0.5)
                        if a == 0 { continue }
                        target[x] = Self.mix(target[x], r, g, b, a)
                    }
                }
            }
        }
    }
}
