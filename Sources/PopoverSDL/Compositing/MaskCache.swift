import PopoverKit

/// Keeps the coverage masks (and blurred shadow masks) of outlines drawn in the last two
/// frames, so what does not move between frames is rasterized and blurred once.
struct MaskCache {
    struct ShadowKey: Hashable {
        var path: Path
        var sigma: Double
    }

    /// The output's size in pixels: masks never extend beyond it.
    var clip = (width: 0, height: 0)
    private var masks: [Path: CoverageMask] = [:]
    private var previousMasks: [Path: CoverageMask] = [:]
    private var shadows: [ShadowKey: CoverageMask] = [:]
    private var previousShadows: [ShadowKey: CoverageMask] = [:]

    /// Flattening tolerance, in pixels.
    static let tolerance = 0.05

    /// The coverage of a path given in pixel coordinates.
    mutating func mask(for pixelPath: Path) -> CoverageMask {
        if let hit = masks[pixelPath] { return hit }
        let mask = previousMasks[pixelPath]
            ?? CoverageRasterizer.rasterize(pixelPath.flattened(tolerance: Self.tolerance), scale: 1, clip: clip)
        masks[pixelPath] = mask
        return mask
    }

    /// The coverage of a path given in pixel coordinates, blurred by a gaussian of `sigma` pixels.
    mutating func blurredMask(for pixelPath: Path, sigma: Double) -> CoverageMask {
        let key = ShadowKey(path: pixelPath, sigma: sigma)
        if let hit = shadows[key] { return hit }
        let blurred = previousShadows[key] ?? GaussianBlur.blurred(mask(for: pixelPath), sigma: sigma)
        shadows[key] = blurred
        return blurred
    }

    struct RingKey: Hashable {
        var path: Path
        var width: Int
    }
    private var rings: [RingKey: CoverageMask] = [:]
    private var previousRings: [RingKey: CoverageMask] = [:]

    /// The glass rim of a path given in pixel coordinates: its coverage within `width` pixels of the outline.
    mutating func edgeRing(for pixelPath: Path, width: Int) -> CoverageMask {
        let key = RingKey(path: pixelPath, width: width)
        if let hit = rings[key] { return hit }
        let ring = previousRings[key] ?? EdgeHighlight.ring(of: mask(for: pixelPath), width: width)
        rings[key] = ring
        return ring
    }

    /// Forgets what was not drawn in this frame or the one before.
    mutating func endFrame() {
        previousMasks = masks
        masks.removeAll(keepingCapacity: true)
        previousShadows = shadows
        shadows.removeAll(keepingCapacity: true)
        previousRings = rings
        rings.removeAll(keepingCapacity: true)
    }
}
