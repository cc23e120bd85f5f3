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
    /// Fills and rims: kept for two frames (moving outlines rarely come back to the same spot).
    private var masks = MaskGenerations(framesPerGeneration: 1, capacity: .max)
    /// Shadows: kept for 16 to 32 frames, or fewer when many different ones are drawn, since a
    /// moving shadow cycles through its 64 rounded sub-pixel positions.
    private var shadows = MaskGenerations(framesPerGeneration: 16, capacity: 128)

    /// Flattening tolerance, in pixels: fine enough that a 4x corner's flattest row (the chords sag
    /// most there) stays within 0.1 pt of the circle's width.
    static let tolerance = 0.02
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

    /// Forgets what was not drawn recently.
    mutating func endFrame() {
        masks.endFrame()
        shadows.endFrame()
    }

    /// Looks `pixelPath` up (relative to its whole-pixel origin when it lies inside the frame),
    /// making the mask with `make(shape, clip)` on a miss.
    private mutating func cached(_ pixelPath: Path, kind: Kind, fractionStep: Double?,
                                 make: (Path, (width: Int, height: Int)?) -> CoverageMask) -> CoverageMask {
        let placed = PlacedPath(pixelPath, within: clip, fractionStep: fractionStep)
        let key = Key(shape: placed?.shape ?? pixelPath, kind: kind, isRelative: placed != nil)
        // Relative outlines lie inside the frame wherever they are placed, so need no clip
        // (and may reach left of and above their origin).
        let clip = placed == nil ? clip : nil
        let mask: CoverageMask
        if case .shadow = kind {
            mask = shadows.mask(for: key) { make(key.shape, clip) }
        } else {
            mask = masks.mask(for: key) { make(key.shape, clip) }
        }
        return placed?.place(mask) ?? mask
    }
}

/// Masks in two generations: those used in the current one and those used in the one before;
/// a new generation starts every `framesPerGeneration` frames, or sooner once the current one
/// holds more than `capacity` masks, and what the old one held and no one used is dropped.
struct MaskGenerations {
    let framesPerGeneration: Int
    let capacity: Int
    private var current: [MaskCache.Key: CoverageMask] = [:]
    private var previous: [MaskCache.Key: CoverageMask] = [:]
    private var framesInGeneration = 0

    init(framesPerGeneration: Int, capacity: Int) {
        self.framesPerGeneration = max(1, framesPerGeneration)
        self.capacity = capacity
    }

    mutating func mask(for key: MaskCache.Key, make: () -> CoverageMask) -> CoverageMask {
        if let hit = current[key] { return hit }
        let mask = previous[key] ?? make()
        current[key] = mask
        return mask
    }

    mutating func endFrame() {
        framesInGeneration += 1
        guard framesInGeneration >= framesPerGeneration || current.count > capacity else { return }
        framesInGeneration = 0
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
    }
}
