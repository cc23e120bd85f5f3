/// The anti-aliased clip of one or more nested clip paths, in output pixels: each pixel's coverage
/// multiplies the alpha of whatever is drawn there.
struct ClipMask {
    let mask: CoverageMask

    /// The clip of `mask` within an enclosing clip (nil: none), as the product of the two.
    init(_ mask: CoverageMask, within outer: ClipMask?) {
        guard let outer else {
            self.mask = mask
            return
        }
        let area = mask.pixelRect.intersection(outer.mask.pixelRect)
        var product = CoverageMask(originX: area.minX, originY: area.minY, width: area.width, height: area.height)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                product.coverage[(y - area.minY) * area.width + (x - area.minX)] =
                    mask.coverage(atPixelX: x, y: y) * outer.mask.coverage(atPixelX: x, y: y)
            }
        }
        self.mask = product
    }

    /// The pixels outside which nothing shows.
    var bounds: PixelRect { mask.pixelRect }

    /// `shape` with each pixel's coverage multiplied by the clip's, over their common pixels.
    func applied(to shape: CoverageMask) -> CoverageMask {
        ClipMask(shape, within: self).mask
    }
}

extension CoverageMask {
    /// The output pixels this mask covers.
    var pixelRect: PixelRect {
        PixelRect(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height)
    }

    /// Coverage at output pixel (x, y); 0 outside the mask.
    func coverage(atPixelX x: Int, y: Int) -> Float {
        self[x - originX, y - originY]
    }
}
