import PopoverKit

/// Keeps the coverage masks (and blurred shadow masks and glass rims) of outlines drawn in the
/// last two frames, so what does not change between frames is rasterized and blurred once.
///
/// Outlines inside the frame are cached by their shape relative to a whole-pixel origin, so one
/// that moves by whole pixels is not rasterized again; shadows also round the position within
/// the pixel to 1/8 px, so moving shadows cycle through a few cached masks.
struct MaskCache {
    enum Kind: Hashable {
        case fill
        case shadow(sigma: Double)
        case rim(width: Int)
    }

    struct Key: Hashable {
        var shape: Path
        var kind: Kind
        /// True when `shape` is relative to a whole-pixel origin (see `PlacedPath`).
        var isRelative: Bool
    }

    /// The output's size in pixels: masks never extend beyond it.
    var clip = (width: 0, height: 0)
    private var current: [Key: CoverageMask] = [:]
    private var previous: [Key: CoverageMask] = [:]

    /// Flattening tolerance, in pixels.
    static let tolerance = 0.05
    /// Shadows with a σ at least this large (in pixels) round their sub-pixel position to 1/8 px.
    static let quantizedShadowSigma = 2.0

    /// The coverage of a path given in pixel coordinates.
    mutating func mask(for pixelPath: Path) -> CoverageMask {
        cached(pixelPath, kind: .fill, fractionStep: nil, make: Self.rasterize)
    }

    /// The coverage of a path given in pixel coordinates, blurred by a gaussian of `sigma` pixels.
    mutating func blurredMask(for pixelPath: Path, sigma: Double) -> CoverageMask {
        let step = sigma >= Self.quantizedShadowSigma ? 1.0 / 8 : nil
        return cached(pixelPath, kind: .shadow(sigma: sigma), fractionStep: step) { shape, clip in
            guard let clip else {
                return GaussianBlur.blurred(Self.rasterize(shape, clip: nil), sigma: sigma).trimmedToVisible()
            }
            // Parts of the outline just outside the frame still cast shadow into it: rasterize
            // within the frame grown by the blur's reach.
            let margin = GaussianBlur.margin(forSigma: sigma)
            var mask = Self.rasterize(shape.transformed(scale: 1, offset: Point(x: Double(margin), y: Double(margin))),
                                      clip: (clip.width + 2 * margin, clip.height + 2 * margin))
            mask.originX -= margin
            mask.originY -= margin
            return GaussianBlur.blurred(mask, sigma: sigma).trimmedToVisible()
        }
    }

    /// The glass rim of a path given in pixel coordinates: its coverage within `width` pixels of the outline.
    mutating func edgeRing(for pixelPath: Path, width: Int) -> CoverageMask {
        cached(pixelPath, kind: .rim(width: width), fractionStep: nil) { shape, clip in
            EdgeHighlight.ring(of: Self.rasterize(shape, clip: clip), width: width)
        }
    }

    private static func rasterize(_ shape: Path, clip: (width: Int, height: Int)?) -> CoverageMask {
        CoverageRasterizer.rasterize(shape.flattened(tolerance: tolerance), scale: 1, clip: clip)
    }

    /// Forgets what was not drawn in this frame or the one before.
    mutating func endFrame() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
    }

    /// Looks `pixelPath` up (relative to its whole-pixel origin when it lies inside the frame),
    /// making the mask with `make(shape, clip)` on a miss.
    private mutating func cached(_ pixelPath: Path, kind: Kind, fractionStep: Double?,
                                 make: (Path, (width: Int, height: Int)?) -> CoverageMask) -> CoverageMask {
        let placed = PlacedPath(pixelPath, within: clip, fractionStep: fractionStep)
        let key = Key(shape: placed?.shape ?? pixelPath, kind: kind, isRelative: placed != nil)
        let mask: CoverageMask
        if let hit = current[key] {
            mask = hit
        } else {
            // Relative outlines lie inside the frame wherever they are placed, so need no clip
            // (and may reach left of and above their origin).
            let clip = placed == nil ? clip : nil
            mask = previous[key] ?? make(key.shape, clip)
            current[key] = mask
        }
        return placed?.place(mask) ?? mask
    }
}
