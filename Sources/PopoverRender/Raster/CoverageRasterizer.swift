import PopoverKit

/// Turns polygons into exact-area anti-aliasing masks: each pixel's coverage is the area of the pixel
/// inside the shape (non-zero winding), so sub-pixel motion changes edge pixels smoothly.
public enum CoverageRasterizer {
    /// Coordinates are clamped to ±this many pixels so that no arithmetic overflows.
    public static let coordinateLimit = 10_000_000.0
    /// Without a clip, the mask never extends beyond ±this many pixels from the origin.
    public static let unclippedExtent = 32_768

    /// Rasterizes closed polygons (each implicitly closed from its last point to its first).
    ///
    /// - Parameters:
    ///   - polygons: outlines in points; points with NaN or infinite coordinates are skipped.
    ///   - scale: pixels per point; the pixel position of a point is `point * scale`.
    ///   - clip: when given, the mask is limited to the pixels `0..<width` × `0..<height`.
    /// - Returns: a mask over the integer pixel bounding box of the polygons (clipped), or an empty
    ///   mask when there is nothing to draw.
    public static func rasterize(_ polygons: [[Point]], scale: Double,
                                 clip: (width: Int, height: Int)? = nil) -> CoverageMask {
        var mask = CoverageMask.empty
        rasterize(polygons, scale: scale, clip: clip, into: &mask)
        return mask
    }

    /// Rasterizes like `rasterize(_:scale:clip:)` but reuses the memory of `mask`, which it replaces.
    /// Keeping one mask across frames avoids allocating (and page-faulting) a fresh buffer each time.
    public static func rasterize(_ polygons: [[Point]], scale: Double,
                                 clip: (width: Int, height: Int)? = nil, into mask: inout CoverageMask) {
        var storage: [Float] = []
        swap(&storage, &mask.coverage)
        mask = CoverageMask.empty
        guard scale.isFinite, scale > 0 else {
            mask.coverage = Self.emptied(storage)
            return
        }
        let pixelPolygons = polygons.map { polygon in
            polygon.compactMap { point -> (x: Double, y: Double)? in
                let x = point.x * scale, y = point.y * scale
                guard x.isFinite, y.isFinite else { return nil }
                return (min(max(x, -coordinateLimit), coordinateLimit), min(max(y, -coordinateLimit), coordinateLimit))
            }
        }.filter { $0.count >= 2 }
        guard let bounds = pixelBounds(of: pixelPolygons, clip: clip) else {
            mask.coverage = Self.emptied(storage)
            return
        }

        var accumulator = CoverageAccumulator(width: bounds.width, height: bounds.height, reusing: storage)
        let dx = Double(bounds.minX), dy = Double(bounds.minY)
        for polygon in pixelPolygons {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                accumulator.addLine(x0: previous.x - dx, y0: previous.y - dy, x1: point.x - dx, y1: point.y - dy)
                previous = point
            }
        }
        mask = CoverageMask(originX: bounds.minX, originY: bounds.minY,
                            width: bounds.width, height: bounds.height, coverage: accumulator.coverage())
    }

    private static func emptied(_ storage: consuming [Float]) -> [Float] {
        storage.removeAll(keepingCapacity: true)
        return storage
    }

    /// Flattens `path` finely enough for exact-area coverage and rasterizes it.
    ///
    /// - Parameter tolerance: the largest distance, in pixels, between the curves and their chords.
    public static func rasterize(_ path: Path, scale: Double, clip: (width: Int, height: Int)? = nil,
                                 tolerance: Double = 1.0 / 128) -> CoverageMask {
        guard scale.isFinite, scale > 0 else { return .empty }
        return rasterize(path.flattened(tolerance: tolerance / scale), scale: scale, clip: clip)
    }

    private static func pixelBounds(of polygons: [[(x: Double, y: Double)]],
                                    clip: (width: Int, height: Int)?) -> (minX: Int, minY: Int, width: Int, height: Int)? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons {
            for point in polygon {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let extent = Double(unclippedExtent)
        var left = Int(max(minX.rounded(.down), -extent)), right = Int(min(maxX.rounded(.up), extent))
        var top = Int(max(minY.rounded(.down), -extent)), bottom = Int(min(maxY.rounded(.up), extent))
        if let clip {
            left = max(left, 0); top = max(top, 0)
            right = min(right, clip.width); bottom = min(bottom, clip.height)
        }
        guard right > left, bottom > top else { return nil }
        return (left, top, right - left, bottom - top)
    }
}
