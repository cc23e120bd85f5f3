import PopoverKit

/// The glass material's rim: a thin ring just inside a shape's outline, lit to suggest an edge
/// catching the light.
enum EdgeHighlight {
    /// The rim's strongest opacity, over a light glass.
    static let maximumOpacity = 0.35

    /// The rim's opacity over glass of `tint`: as strong as the tint's veil, up to the maximum,
    /// so a faint veil over a dark backdrop gets a faint edge rather than a bright outline.
    static func opacity(over tint: Color) -> Double {
        min(maximumOpacity, tint.alpha)
    }

    /// The part of `mask` within `width` pixels of its outline: the mask minus its erosion by a
    /// square of half-side `width` (a separable running minimum), so the ring keeps the outline's
    /// anti-aliased outer edge and gets a soft inner one.
    static func ring(of mask: CoverageMask, width: Int) -> CoverageMask {
        guard !mask.isEmpty, width > 0 else { return mask }
        let w = mask.width, h = mask.height
        var horizontal = [Float](repeating: 0, count: w * h)
        var ring = mask.coverage
        mask.coverage.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { minX in
                // Pixels beyond the mask count as uncovered.
                for y in 0..<h {
                    let row = y * w
                    for x in 0..<w {
                        var m: Float = (x - width < 0 || x + width >= w) ? 0 : 1
                        if m > 0 {
                            for k in (x - width)...(x + width) { m = min(m, source[row + k]) }
                        }
                        minX[row + x] = m
                    }
                }
                ring.withUnsafeMutableBufferPointer { ring in
                    for y in 0..<h {
                        for x in 0..<w {
                            var m: Float = (y - width < 0 || y + width >= h) ? 0 : 1
                            if m > 0 {
                                for k in (y - width)...(y + width) { m = min(m, minX[k * w + x]) }
                            }
                            ring[y * w + x] = source[y * w + x] - m
                        }
                    }
                }
            }
        }
        return CoverageMask(originX: mask.originX, originY: mask.originY, width: w, height: h, coverage: ring)
    }
}
