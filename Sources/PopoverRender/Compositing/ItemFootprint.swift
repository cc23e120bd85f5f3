import PopoverKit

/// What one drawing item of a display list puts on the frame: everything its pixels depend on
/// (the item and the transform, opacity and clips in force) and the pixels it can touch.
///
/// Two frames whose footprints at a place are equal draw the same pixels there, which is how
/// the compositor finds the few pixels a new frame changes.
struct ItemFootprint {
    /// The item's position in its display list.
    let index: Int
    let item: DisplayItem
    let transform: Transform
    let opacity: Double
    /// The rectangle clips in force, in pixels.
    let clip: PixelRect
    /// The clip paths in force, in pixels, outermost first.
    let clipPaths: [Path]
    /// For a shadow, the item drawn after it (an opaque fill or glass of the same outline hides
    /// part of it).
    let next: DisplayItem?
    /// The pixels the item can change (clipped, possibly empty).
    let bounds: PixelRect
    /// For a glass backdrop, the pixels it reads: they must all be redrawn before it whenever any
    /// of them changes.
    let backdropReach: PixelRect?

    /// Whether the two draw the same pixels, wherever they are in their lists.
    func drawsSamePixels(as other: ItemFootprint) -> Bool {
        bounds == other.bounds && item == other.item && opacity == other.opacity && transform == other.transform
            && clip == other.clip && next == other.next && clipPaths == other.clipPaths
    }
}

/// Computes the footprints of a display list's drawing items at a pixel scale.
@MainActor
struct FootprintResolver {
    let scale: Double
    let text: (any TextRasterizing)?
    /// The output's pixels: nothing is drawn outside.
    let frame: PixelRect

    private struct State {
        var transform = Transform.identity
        var opacity = 1.0
        var clip: PixelRect
        var clipPaths: [Path] = []
        var stack: [Saved] = []
    }

    private enum Saved {
        case clip(PixelRect, [Path])
        case opacity(Double)
        case transform(Transform)
    }

    /// One footprint per drawing item (not for pushes and pops), in list order.
    func footprints(of items: [DisplayItem]) -> [ItemFootprint] {
        var state = State(clip: frame)
        var footprints: [ItemFootprint] = []
        footprints.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .pushClip(let rect):
                state.stack.append(.clip(state.clip, state.clipPaths))
                state.clip = state.clip.intersection(PixelRect.covering(rect, under: state.transform, scale: scale))
            case .pushClipPath(let path):
                state.stack.append(.clip(state.clip, state.clipPaths))
                let pixels = pixelPath(path, state.transform)
                state.clipPaths.append(pixels)
                state.clip = state.clip.intersection(Self.covering(pixels))
            case .pushOpacity(let value):
                state.stack.append(.opacity(state.opacity))
                state.opacity *= Compositor.opacityFactor(value)
            case .pushTransform(let transform):
                state.stack.append(.transform(state.transform))
                state.transform = state.transform.concatenating(transform)
            case .popClip, .popOpacity, .popTransform:
                restore(&state, popping: item)
            case .fill, .gradient, .shadow, .backdropBlur, .text, .icon:
                let reach = self.reach(of: item, transform: state.transform)
                let next = index + 1 < items.count ? items[index + 1] : nil
                var isShadow = false
                if case .shadow = item { isShadow = true }
                var backdropReach: PixelRect?
                if case .backdropBlur(_, let radius, _) = item {
                    let sigma = GaussianBlur.sigma(forShadowRadius: radius) * scale
                    let margin = max(Int((3 * sigma).rounded(.up)), GaussianBlur.margin(forSigma: sigma)) + 1
                    backdropReach = reach.intersection(state.clip).outset(by: margin).intersection(frame)
                }
                footprints.append(ItemFootprint(
                    index: index, item: item, transform: state.transform, opacity: state.opacity,
                    clip: state.clip, clipPaths: state.clipPaths, next: isShadow ? next : nil,
                    bounds: reach.intersection(state.clip), backdropReach: backdropReach))
            }
        }
        return footprints
    }

    /// Pops the innermost saved state of the kind `pop` ends; unbalanced pops are ignored, as
    /// the compositor ignores them.
    private func restore(_ state: inout State, popping pop: DisplayItem) {
        guard let position = state.stack.lastIndex(where: { saved in
            switch (saved, pop) {
            case (.clip, .popClip), (.opacity, .popOpacity), (.transform, .popTransform): true
            default: false
            }
        }) else { return }
        switch state.stack.remove(at: position) {
        case .clip(let clip, let paths): (state.clip, state.clipPaths) = (clip, paths)
        case .opacity(let opacity): state.opacity = opacity
        case .transform(let transform): state.transform = transform
        }
    }

    /// The pixels a drawing item can touch before clipping.
    private func reach(of item: DisplayItem, transform: Transform) -> PixelRect {
        switch item {
        case .fill(let path, _), .gradient(let path, _), .backdropBlur(let path, _, _):
            return Self.covering(pixelPath(path, transform))
        case .shadow(let path, _, let radius, let offset):
            let sigma = GaussianBlur.sigma(forShadowRadius: radius) * scale * transform.scale
            let moved = pixelPath(path.transformed(scale: 1, offset: offset), transform)
            return Self.covering(moved).outset(by: GaussianBlur.margin(forSigma: sigma) + 1)
        case .icon(let name, let rect, _):
            guard let path = Symbols.path(named: name, in: rect) else { return PixelRect.empty }
            return Self.covering(pixelPath(path, transform))
        case .text(let run):
            guard let text else { return PixelRect.empty }
            return PlacedText(run, transform: transform, scale: scale, renderer: text).bounds
        case .pushClip, .pushClipPath, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform:
            return PixelRect.empty
        }
    }

    private func pixelPath(_ path: Path, _ transform: Transform) -> Path {
        path.inPixels(transform, scale: scale)
    }

    /// The whole pixels an outline in pixel coordinates can cover, with one pixel to spare for
    /// anti-aliasing.
    static func covering(_ pixelPath: Path) -> PixelRect {
        guard let box = PlacedPath.controlBounds(of: pixelPath) else { return PixelRect.empty }
        return PixelRect.covering(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY, scale: 1).outset(by: 1)
    }
}
