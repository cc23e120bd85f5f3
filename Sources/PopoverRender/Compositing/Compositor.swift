import PopoverKit

/// Draws a display list into a pixel buffer at a pixel scale: exact-area anti-aliased shapes,
/// blurred shadows, glass backdrops, tinted icons and text from a `TextRasterizing`.
///
/// Shapes are rasterized here rather than by SDL's geometry renderer, which snaps vertices to
/// half pixels; that snapping would make the arrow jump instead of gliding.
@MainActor
public final class Compositor {
    public let scale: Double
    public let text: (any TextRasterizing)?
    private var maskCache = MaskCache()
    private(set) var backdropCache = BackdropCache()

    public init(scale: Double, text: (any TextRasterizing)?) {
        self.scale = scale
        self.text = text
    }

    /// What was drawn last, for finding what the next frame changes.
    private var lastFrame: (footprints: [ItemFootprint], background: Color, bounds: PixelRect)?
    /// Pixels drawn over the last frame since it was rendered (overlays).
    private var overlaid: [PixelRect] = []

    /// Makes `buffer` show `list`: its background with the items drawn over it in order.
    ///
    /// When `buffer` still holds the last frame this compositor rendered, only the rectangles
    /// where the two lists differ are cleared and redrawn, which gives the same pixels as a full
    /// redraw; `invalidate()` forces a full one. Returns the rectangles it redrew.
    @discardableResult
    public func render(_ list: DisplayList, into buffer: inout PixelBuffer) -> [PixelRect] {
        let footprints = FootprintResolver(scale: scale, text: text, frame: buffer.bounds).footprints(of: list.items)
        let regions: [PixelRect]
        if let last = lastFrame, last.background == list.background, last.bounds == buffer.bounds {
            regions = DamageRegion.rectangles(from: last.footprints, to: footprints, extra: overlaid, frame: buffer.bounds)
        } else {
            regions = [buffer.bounds]
        }
        for region in regions {
            buffer.clear(region, to: list.background)
            draw(list.items, footprints: footprints, within: region, into: &buffer)
        }
        lastFrame = (footprints, list.background, buffer.bounds)
        overlaid = []
        maskCache.endFrame()
        backdropCache.endFrame()
        return regions
    }

    /// Draws `items` over what `buffer` already holds (for overlays kept out of recordings).
    /// Returns the rectangles it may have drawn into.
    @discardableResult
    public func overlay(_ items: [DisplayItem], into buffer: inout PixelBuffer) -> [PixelRect] {
        let footprints = FootprintResolver(scale: scale, text: text, frame: buffer.bounds).footprints(of: items)
        let touched = footprints.map { $0.bounds.intersection(buffer.bounds) }.filter { !$0.isEmpty }
        overlaid += touched
        draw(items, footprints: footprints, within: buffer.bounds, into: &buffer)
        return touched
    }

    /// What a `pushOpacity(value)` multiplies the opacity by: `value` within 0...1 (1 when not finite).
    nonisolated static func opacityFactor(_ value: Double) -> Double {
        max(0, min(1, value.isFinite ? value : 1))
    }

    /// Forgets the last frame, so the next `render` redraws every pixel (for a buffer that was
    /// replaced or drawn into by someone else) and blurs every glass again.
    public func invalidate() {
        lastFrame = nil
        overlaid = []
        backdropCache = BackdropCache()
    }

    /// Draws `items` clipped to `region`, skipping drawing items whose footprint lies outside it.
    private func draw(_ items: [DisplayItem], footprints: [ItemFootprint], within region: PixelRect,
                      into buffer: inout PixelBuffer) {
        maskCache.clip = (buffer.width, buffer.height)
        var state = DrawState(clip: region, cut: buffer.bounds)
        var nextFootprint = 0
        for (index, item) in items.enumerated() {
            if nextFootprint < footprints.count, footprints[nextFootprint].index == index {
                nextFootprint += 1
                guard footprints[nextFootprint - 1].bounds.intersects(region) else { continue }
            }
            if case .shadow(let path, let color, let radius, let offset) = item {
                let next = index + 1 < items.count ? items[index + 1] : nil
                drawShadow(path, color: color, radius: radius, offset: offset, before: next, state: state, into: &buffer)
            } else {
                draw(item, state: &state, into: &buffer)
            }
        }
    }

    struct DrawState {
        /// Rectangle clips and the clip paths' bounds: nothing is drawn outside.
        var clip: PixelRect
        /// The clip paths' anti-aliased coverage, when any clip path is in force.
        var clipMask: ClipMask?
        /// The clip rectangles alone, within the frame: where the layers' clips cut shapes (the
        /// redrawn region, which `clip` also holds, cuts nothing: it only limits the drawing).
        var cut: PixelRect
        var opacity = 1.0
        var transform = Transform.identity
        var clipStack: [(PixelRect, ClipMask?, PixelRect)] = []
        var opacityStack: [Double] = []
        var transformStack: [Transform] = []
    }

    private func draw(_ item: DisplayItem, state: inout DrawState, into buffer: inout PixelBuffer) {
        switch item {
        case .fill(let path, let color):
            let mask = self.mask(for: path, transform: state.transform)
            blend(mask, color: color.opacity(state.opacity), state: state, into: &buffer)
        case .gradient(let path, let fill):
            let mask = clipped(self.mask(for: path, transform: state.transform), state)
            let ramp = GradientRamp(fill, transform: state.transform, scale: scale)
            buffer.blend(mask, ramp: ramp, clip: state.clip, opacity: state.opacity)
        case .shadow(let path, let color, let radius, let offset):
            drawShadow(path, color: color, radius: radius, offset: offset, before: nil, state: state, into: &buffer)
        case .backdropBlur(let path, let radius, let tint):
            let mask = clipped(self.mask(for: path, transform: state.transform), state)
            Backdrop.blur(under: mask, sigma: GaussianBlur.sigma(forShadowRadius: radius) * scale,
                          opacity: state.opacity, clip: state.clip, layerClip: state.cut, cache: &backdropCache, in: &buffer)
            blend(mask, color: tint.opacity(state.opacity), state: state, into: &buffer)
            // The rim: one point wide, just inside the outline, and not where the clip (or the
            // frame's edge) cuts the shape.
            let rimWidth = max(1, Int((scale * state.transform.scale).rounded()))
            let ring = EdgeHighlight.cut(maskCache.edgeRing(for: pixelPath(path, state.transform), width: rimWidth),
                                         where: mask, reaches: state.cut, width: rimWidth)
            blend(ring, color: Color.white.opacity(EdgeHighlight.opacity(over: tint) * state.opacity), state: state, into: &buffer)
        case .text(let run):
            drawText(run, state: state, into: &buffer)
        case .icon(let name, let rect, let color):
            guard let path = Symbols.path(named: name, in: rect) else { return }
            let mask = self.mask(for: path, transform: state.transform)
            blend(mask, color: color.opacity(state.opacity), state: state, into: &buffer)
        case .pushClip(let rect):
            state.clipStack.append((state.clip, state.clipMask, state.cut))
            let covered = PixelRect.covering(rect, under: state.transform, scale: scale)
            state.clip = state.clip.intersection(covered)
            state.cut = state.cut.intersection(covered)
        case .pushClipPath(let path):
            state.clipStack.append((state.clip, state.clipMask, state.cut))
            let clipMask = ClipMask(self.mask(for: path, transform: state.transform), within: state.clipMask)
            state.clipMask = clipMask
            state.clip = state.clip.intersection(clipMask.bounds)
        case .popClip:
            if let last = state.clipStack.popLast() { (state.clip, state.clipMask, state.cut) = last }
        case .pushOpacity(let value):
            state.opacityStack.append(state.opacity)
            state.opacity *= Compositor.opacityFactor(value)
        case .popOpacity:
            if let last = state.opacityStack.popLast() { state.opacity = last }
        case .pushTransform(let transform):
            state.transformStack.append(state.transform)
            state.transform = state.transform.concatenating(transform)
        case .popTransform:
            if let last = state.transformStack.popLast() { state.transform = last }
        }
    }

    /// Draws a shadow; when the next item is an opaque fill of the same outline, the pixels it will
    /// cover entirely are skipped.
    private func drawShadow(_ path: Path, color: Color, radius: Double, offset: Point, before next: DisplayItem?,
                            state: DrawState, into buffer: inout PixelBuffer) {
        let moved = path.transformed(scale: 1, offset: offset)
        let sigma = GaussianBlur.sigma(forShadowRadius: radius) * scale * state.transform.scale
        let blurred = maskCache.blurredMask(for: pixelPath(moved, state.transform), sigma: sigma)
        let color = color.opacity(state.opacity)
        guard !blurred.isEmpty, color.alpha > 0 else { return }
        var occluder: CoverageMask?
        if case .fill(let fillPath, let fillColor)? = next, fillColor.alpha >= 1, state.opacity >= 1,
           state.clipMask == nil, fillPath == path {
            occluder = mask(for: path, transform: state.transform)
        }
        // A glass shape's material samples what lies behind the view, not the view's own
        // shadow: the shadow shows only outside the outline, or the glass would turn gray.
        if case .backdropBlur(let glassPath, _, _)? = next, glassPath == path, state.clipMask == nil {
            occluder = mask(for: path, transform: state.transform)
        }
        buffer.blend(clipped(blurred, state), color: color, clip: state.clip, occluder: occluder)
    }

    /// The coverage of `path` under `transform`, in output pixels.
    private func mask(for path: Path, transform: Transform) -> CoverageMask {
        maskCache.mask(for: pixelPath(path, transform))
    }

    /// `path` moved into output pixels.
    private func pixelPath(_ path: Path, _ transform: Transform) -> Path {
        path.inPixels(transform, scale: scale)
    }

    /// `mask` limited by the clip paths in force.
    private func clipped(_ mask: CoverageMask, _ state: DrawState) -> CoverageMask {
        state.clipMask?.applied(to: mask) ?? mask
    }

    private func blend(_ mask: CoverageMask, color: Color, state: DrawState, into buffer: inout PixelBuffer) {
        guard !mask.isEmpty, color.alpha > 0 else { return }
        buffer.blend(clipped(mask, state), color: color, clip: state.clip)
    }

    private func drawText(_ run: TextRun, state: DrawState, into buffer: inout PixelBuffer) {
        guard let text else { return }
        let placed = PlacedText(run, transform: state.transform, scale: scale, renderer: text)
        let (image, left, top) = (placed.image, placed.left, placed.top)
        let area = placed.bounds.intersection(state.clip).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let color = run.color.opacity(state.opacity)
        let clipMask = state.clipMask?.mask
        /// 0...255: how much of the pixel the clip paths leave visible.
        func visible(_ x: Int, _ y: Int) -> UInt32 {
            guard let clipMask else { return 255 }
            return UInt32(clipMask.coverage(atPixelX: x, y: y) * 255 + 0.5)
        }
        image.glyphCoverage.withUnsafeBufferPointer { coverage in
            if clipMask == nil {
                buffer.blend(color: color, in: area, coverage: coverage, originX: left, originY: top, coverageWidth: image.width)
            } else {
                buffer.blend(color: color, in: area) { x, y in
                    (UInt32(coverage[(y - top) * image.width + (x - left)]) * visible(x, y) + 127) / 255
                }
            }
        }
        if let colorPixels = image.colorPixels {
            let opacity = UInt32(max(0, min(1, state.opacity)) * 255 + 0.5)
            colorPixels.withUnsafeBufferPointer { colorPixels in
                for columns in image.colorColumns {
                    let xs = max(area.minX, left + columns.lowerBound)..<max(area.minX, min(area.maxX, left + columns.upperBound))
                    for y in area.minY..<area.maxY {
                        let row = (y - top) * image.width - left
                        for x in xs where colorPixels[row + x] >> 24 != 0 {
                            buffer.blend(argb: colorPixels[row + x], x: x, y: y, opacity: (opacity * visible(x, y) + 127) / 255)
                        }
                    }
                }
            }
        }
    }
}
