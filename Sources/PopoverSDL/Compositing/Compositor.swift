import PopoverKit

/// Draws a display list into a pixel buffer at a pixel scale: exact-area anti-aliased shapes,
/// blurred shadows, glass backdrops, tinted icons and SDL_ttf text.
///
/// Shapes are rasterized here rather than by SDL's geometry renderer, which snaps vertices to
/// half pixels; that snapping would make the arrow jump instead of gliding.
@MainActor
public final class Compositor {
    public let scale: Double
    public let text: TextRenderer?
    private var maskCache = MaskCache()

    public init(scale: Double, text: TextRenderer?) {
        self.scale = scale
        self.text = text
    }

    /// Clears `buffer` to the list's background and draws its items in order.
    public func render(_ list: DisplayList, into buffer: inout PixelBuffer) {
        buffer.clear(to: list.background)
        maskCache.clip = (buffer.width, buffer.height)
        var state = DrawState(clip: buffer.bounds)
        for item in list.items {
            draw(item, state: &state, into: &buffer)
        }
        maskCache.endFrame()
    }

    struct DrawState {
        var clip: PixelRect
        var opacity = 1.0
        var transform = Transform.identity
        var clipStack: [PixelRect] = []
        var opacityStack: [Double] = []
        var transformStack: [Transform] = []
    }

    private func draw(_ item: DisplayItem, state: inout DrawState, into buffer: inout PixelBuffer) {
        switch item {
        case .fill(let path, let color):
            let mask = self.mask(for: path, transform: state.transform)
            blend(mask, color: color.opacity(state.opacity), clip: state.clip, into: &buffer)
        case .shadow(let path, let color, let radius, let offset):
            let moved = path.transformed(scale: 1, offset: offset)
            let sigma = GaussianBlur.sigma(forShadowRadius: radius) * scale * state.transform.scale
            let blurred = maskCache.blurredMask(for: pixelPath(moved, state.transform), sigma: sigma)
            blend(blurred, color: color.opacity(state.opacity), clip: state.clip, into: &buffer)
        case .backdropBlur(let path, let radius, let tint):
            let mask = self.mask(for: path, transform: state.transform)
            Backdrop.blur(under: mask, sigma: GaussianBlur.sigma(forShadowRadius: radius) * scale,
                          opacity: state.opacity, clip: state.clip, in: &buffer)
            blend(mask, color: tint.opacity(state.opacity), clip: state.clip, into: &buffer)
        case .text(let run):
            drawText(run, state: state, into: &buffer)
        case .icon(let name, let rect, let color):
            guard let path = Symbols.path(named: name, in: rect) else { return }
            let mask = self.mask(for: path, transform: state.transform)
            blend(mask, color: color.opacity(state.opacity), clip: state.clip, into: &buffer)
        case .pushClip(let rect):
            state.clipStack.append(state.clip)
            let origin = state.transform.apply(rect.origin)
            let s = state.transform.scale
            let pixels = PixelRect.covering(origin.x, origin.y, rect.width * s, rect.height * s, scale: scale)
            state.clip = state.clip.intersection(pixels)
        case .popClip:
            if let last = state.clipStack.popLast() { state.clip = last }
        case .pushOpacity(let value):
            state.opacityStack.append(state.opacity)
            state.opacity *= max(0, min(1, value.isFinite ? value : 1))
        case .popOpacity:
            if let last = state.opacityStack.popLast() { state.opacity = last }
        case .pushTransform(let transform):
            state.transformStack.append(state.transform)
            state.transform = state.transform.concatenating(transform)
        case .popTransform:
            if let last = state.transformStack.popLast() { state.transform = last }
        }
    }

    /// The coverage of `path` under `transform`, in output pixels.
    private func mask(for path: Path, transform: Transform) -> CoverageMask {
        maskCache.mask(for: pixelPath(path, transform))
    }

    /// `path` moved into output pixels.
    private func pixelPath(_ path: Path, _ transform: Transform) -> Path {
        let origin = transform.apply(.zero)
        return path.transformed(scale: transform.scale * scale,
                                offset: Point(x: origin.x * scale, y: origin.y * scale))
    }

    private func blend(_ mask: CoverageMask, color: Color, clip: PixelRect, into buffer: inout PixelBuffer) {
        guard !mask.isEmpty, color.alpha > 0 else { return }
        let rect = PixelRect(minX: mask.originX, minY: mask.originY,
                             maxX: mask.originX + mask.width, maxY: mask.originY + mask.height)
        mask.coverage.withUnsafeBufferPointer { coverage in
            buffer.blend(color: color, in: rect.intersection(clip)) { x, y in
                UInt32(coverage[(y - mask.originY) * mask.width + (x - mask.originX)] * 255 + 0.5)
            }
        }
    }

    private func drawText(_ run: TextRun, state: DrawState, into buffer: inout PixelBuffer) {
        guard let text else { return }
        var font = run.font
        font.size *= state.transform.scale
        let image = text.image(for: run.text, font: font)
        let origin = state.transform.apply(run.origin)
        let left = Int((origin.x * scale).rounded()), top = Int((origin.y * scale).rounded())
        let area = PixelRect(minX: left, minY: top, maxX: left + image.width, maxY: top + image.height)
            .intersection(state.clip).intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let color = run.color.opacity(state.opacity)
        image.glyphCoverage.withUnsafeBufferPointer { coverage in
            buffer.blend(color: color, in: area) { x, y in UInt32(coverage[(y - top) * image.width + (x - left)]) }
        }
        if let colorPixels = image.colorPixels {
            let opacity = UInt32(max(0, min(1, state.opacity)) * 255 + 0.5)
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX {
                    buffer.blend(argb: colorPixels[(y - top) * image.width + (x - left)], x: x, y: y, opacity: opacity)
                }
            }
        }
    }
}
