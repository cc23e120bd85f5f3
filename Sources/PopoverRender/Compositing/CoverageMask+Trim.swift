extension CoverageMask {
    /// Coverage below this cannot change a pixel: even at full opacity its 8-bit weight rounds to 0.
    static let invisibleCoverage: Float = 0.5 / 255

    /// The mask without its outer rows and columns whose coverage is all invisible (a blurred
    /// mask's far tails), so blending them costs nothing; draws exactly the same pixels.
    func trimmedToVisible() -> CoverageMask {
        let limit = Self.invisibleCoverage
        var minX = width, maxX = -1, minY = height, maxY = -1
        coverage.withUnsafeBufferPointer { values in
            guard let values = values.baseAddress else { return }
            for y in 0..<height {
                // Scanned from both ends: the invisible tails are short next to the visible middle.
                let row = values + y &* width
                var first = 0
                while first < width, row[first] < limit { first &+= 1 }
                guard first < width else { continue }
                var last = width &- 1
                while row[last] < limit { last &-= 1 }
                minX = Swift.min(minX, first); maxX = Swift.max(maxX, last)
                minY = Swift.min(minY, y); maxY = y
            }
        }
        guard maxY >= 0 else { return CoverageMask(originX: originX, originY: originY, width: 0, height: 0) }
        if minX == 0, minY == 0, maxX == width - 1, maxY == height - 1 { return self }
        let w = maxX - minX + 1, h = maxY - minY + 1
        var trimmed = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let source = (y + minY) * width + minX
            trimmed.replaceSubrange(y * w..<(y + 1) * w, with: coverage[source..<source + w])
        }
        return CoverageMask(originX: originX + minX, originY: originY + minY, width: w, height: h, coverage: trimmed)
    }
}
