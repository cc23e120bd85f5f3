import PopoverKit
import PopoverRender
import PopoverSDL
@testable import DemoApp

/// One text run's contrast as drawn: its glyph pixels against the pixels beneath them.
struct TextContrast: CustomStringConvertible {
    let text: String
    let fontSize: Double
    /// The run's bounds, in pixels.
    let bounds: PixelRect
    /// The lowest WCAG ratio over the run's most covered glyph pixels; nil when no pixel of the
    /// run shows (covered by what is drawn after it).
    let ratio: Double?
    /// The run's color is the same as what lies beneath: drawn, but invisible.
    let isInvisible: Bool
    /// The rendered text and background colors where the ratio was found, 0xRRGGBB.
    let colors: (text: UInt32, background: UInt32)?

    /// WCAG 2 AA: 4.5:1, or 3:1 for large text (18 pt and larger).
    var required: Double { fontSize >= 18 ? 3 : 4.5 }
    var passes: Bool { !isInvisible && (ratio ?? .infinity) >= required }

    var description: String {
        let found = ratio.map { String(format: "%.2f", $0) } ?? (isInvisible ? "invisible" : "hidden")
        let pair = colors.map { String(format: " (#%06X on #%06X)", $0.text, $0.background) } ?? ""
        return "\"\(text)\" \(fontSize) pt at pixel (\(bounds.minX), \(bounds.minY)): \(found)\(pair), needs \(required)"
    }
}

/// Measures every text run of a display list on rendered pixels. The frame is drawn twice: as
/// it is, and without its text runs (what lies beneath the text; the compositor redraws only
/// where the runs were). A run's bounds come from the display list, through any transforms. At
/// each pixel there, the run's color (with the opacity in force) over the pixel beneath is what
/// a fully covered glyph pixel shows; pixels where the drawn frame has at least half that change
/// are the run's visible glyph pixels, and its ratio is the lowest over them. Anti-aliased edges
/// thus lower no ratio, and glyphs hidden behind what is drawn later are not counted.
@MainActor
struct TextContrastMeter {
    let backend: HeadlessBackend
    let measurer: any TextMeasuring

    /// A glyph pixel counts when it shows at least this share of a fully covered one's change.
    static let glyphCoverage = 0.5

    /// The runs of `list`, measured. Runs drawn before a fill of `dimming` (the presentation
    /// layer's dimming rectangle, when shown) and inside it are left out: content beneath a
    /// modal dimming is inactive, which WCAG exempts.
    func measure(_ list: DisplayList, dimming: Rect? = nil) -> [TextContrast] {
        let dimmingIndex = dimming.flatMap { rect in
            list.items.lastIndex { item in
                guard case .fill(.rect(rect), let color) = item else { return false }
                return color.red == 0 && color.green == 0 && color.blue == 0 && color.alpha > 0 && color.alpha < 1
            }
        }
        backend.redrawAllNextFrame()
        backend.draw(list)
        let drawn = backend.frame
        var bare = list
        bare.items = list.items.filter { if case .text = $0 { false } else { true } }
        backend.draw(bare)
        let beneath = backend.frame
        return runs(in: list).filter { run in
            guard let dimmingIndex, let dimming else { return true }
            return run.index > dimmingIndex || !dimming.contains(run.bounds.center)
        }.map { measure($0.run, bounds: $0.bounds, opacity: $0.opacity, drawn: drawn, beneath: beneath) }
    }

    /// Every text run with its bounds in points and its opacity, through the transforms and
    /// opacity groups in force where it is drawn.
    private func runs(in list: DisplayList) -> [(run: TextRun, bounds: Rect, opacity: Double, index: Int)] {
        var transforms: [Transform] = [.identity]
        var opacities: [Double] = [1]
        var result: [(run: TextRun, bounds: Rect, opacity: Double, index: Int)] = []
        for (index, item) in list.items.enumerated() {
            switch item {
            case .pushTransform(let t): transforms.append(transforms.last!.concatenating(t))
            case .popTransform: transforms.removeLast()
            case .pushOpacity(let o): opacities.append(opacities.last! * min(max(o, 0), 1))
            case .popOpacity: opacities.removeLast()
            case .text(let run):
                let transform = transforms.last!
                let origin = transform.apply(run.origin)
                result.append((run, Rect(x: origin.x, y: origin.y,
                                         width: measurer.width(of: run.text, font: run.font) * transform.scale,
                                         height: measurer.lineHeight(for: run.font) * transform.scale),
                               opacities.last!, index))
            default: break
            }
        }
        return result
    }

    private func measure(_ run: TextRun, bounds: Rect, opacity: Double, drawn: PixelBuffer,
                         beneath: PixelBuffer) -> TextContrast {
        let scale = backend.scale
        let pixels = PixelRect(minX: max(0, Int((bounds.minX * scale).rounded(.down))),
                               minY: max(0, Int((bounds.minY * scale).rounded(.down))),
                               maxX: min(drawn.width, Int((bounds.maxX * scale).rounded(.up))),
                               maxY: min(drawn.height, Int((bounds.maxY * scale).rounded(.up))))
        let fontSize = run.font.size * bounds.height / measurer.lineHeight(for: run.font)
        let alpha = run.color.alpha * opacity
        var worst: (ratio: Double, text: UInt32, background: UInt32)?
        for y in pixels.minY..<max(pixels.minY, pixels.maxY) {
            for x in pixels.minX..<max(pixels.minX, pixels.maxX) where drawn[x, y] != beneath[x, y] {
                let background = beneath[x, y]
                let text = Self.blend(run.color, alpha: alpha, over: background)
                guard Self.distance(drawn[x, y], background) >= Self.glyphCoverage * Self.distance(text, background) else {
                    continue
                }
                let ratio = Self.ratio(text, background)
                if ratio < worst?.ratio ?? .infinity { worst = (ratio, text, background) }
            }
        }
        guard let worst else {
            // No glyph pixel shows: covered by what is drawn later, or drawn in the color beneath.
            let center = (x: (pixels.minX + pixels.maxX) / 2, y: (pixels.minY + pixels.maxY) / 2)
            let invisible = pixels.maxX > pixels.minX && pixels.maxY > pixels.minY
                && Self.blend(run.color, alpha: alpha, over: beneath[center.x, center.y]) == beneath[center.x, center.y]
            return TextContrast(text: run.text, fontSize: fontSize, bounds: pixels, ratio: nil, isInvisible: invisible,
                                colors: nil)
        }
        return TextContrast(text: run.text, fontSize: fontSize, bounds: pixels, ratio: worst.ratio, isInvisible: false,
                            colors: (worst.text, worst.background))
    }

    /// `color` at `alpha` composited over the pixel `background`.
    static func blend(_ color: Color, alpha: Double, over background: UInt32) -> UInt32 {
        func channel(_ value: Double, _ shift: UInt32) -> UInt32 {
            let beneath = Double((background >> shift) & 0xFF)
            return UInt32((beneath + (value * 255 - beneath) * alpha).rounded()) << shift
        }
        return channel(color.red, 16) | channel(color.green, 8) | channel(color.blue, 0)
    }

    /// The largest difference of one channel between two pixels, 0...255.
    static func distance(_ a: UInt32, _ b: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Int { abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) }
        return Double(max(channel(16), channel(8), channel(0)))
    }

    static func pixel(_ color: Color) -> UInt32 {
        blend(color, alpha: 1, over: 0)
    }

    static func color(_ pixel: UInt32) -> Color {
        Color(red: Double((pixel >> 16) & 0xFF) / 255, green: Double((pixel >> 8) & 0xFF) / 255,
              blue: Double(pixel & 0xFF) / 255)
    }

    static func ratio(_ a: UInt32, _ b: UInt32) -> Double {
        color(a).contrastRatio(with: color(b))
    }
}

