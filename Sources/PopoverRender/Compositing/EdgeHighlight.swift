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

extension EdgeHighlight {
    /// `ring` without the part along the sides of `clip` where the shape (`mask`, its fill)
    /// reaches them: there the clip cuts the shape, and a cut is not an edge that catches light.
    /// (A window's own glass fills its clip: lit there, it would draw a light line around the
    /// window.) A ring pixel goes when it lies within `width` pixels of such a side and the
    /// shape covers at least half of the side's pixel level with it.
    static func cut(_ ring: CoverageMask, where mask: CoverageMask, reaches clip: PixelRect, width: Int) -> CoverageMask {
        guard !ring.isEmpty, !mask.isEmpty, !clip.isEmpty, width > 0 else { return ring }
        let maskMaxX = mask.originX + mask.width, maskMaxY = mask.originY + mask.height
        // The shape reaches no side: nothing to cut.
        guard mask.originX <= clip.minX || mask.originY <= clip.minY || maskMaxX >= clip.maxX || maskMaxY >= clip.maxY else {
            return ring
        }
        func covered(_ x: Int, _ y: Int) -> Bool { mask[x - mask.originX, y - mask.originY] >= 0.5 }
        var result = ring
        func clear(_ x: Int, _ y: Int) {
            let lx = x - ring.originX, ly = y - ring.originY
            guard lx >= 0, lx < ring.width, ly >= 0, ly < ring.height else { return }
            result.coverage[ly * ring.width + lx] = 0
        }
        // The ring's columns and rows within the clip (none when the two do not meet).
        let firstColumn = max(clip.minX, ring.originX), endColumn = min(clip.maxX, ring.originX + ring.width)
        let firstRow = max(clip.minY, ring.originY), endRow = min(clip.maxY, ring.originY + ring.height)
        guard firstColumn < endColumn, firstRow < endRow else { return ring }
        let columns = firstColumn..<endColumn, rows = firstRow..<endRow
        let band = 0..<width
        for x in columns {
            if covered(x, clip.minY) { for d in band { clear(x, clip.minY + d) } }
            if covered(x, clip.maxY - 1) { for d in band { clear(x, clip.maxY - 1 - d) } }
        }
        for y in rows {
            if covered(clip.minX, y) { for d in band { clear(clip.minX + d, y) } }
            if covered(clip.maxX - 1, y) { for d in band { clear(clip.maxX - 1 - d, y) } }
        }
        return result
    }
}
