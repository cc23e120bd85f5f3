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
    /// The lowest WCAG ratio over the run's visible glyph pixels; nil when none shows (covered
    /// by what is drawn later) or when the run is invisible.
    let ratio: Double?
    /// The run is not drawn in its color even with nothing drawn after it: it is the color
    /// beneath, at opacity 0, faint, in another color, or not drawn.
    let isInvisible: Bool
    /// The text color over the drawn background, and that background, where the ratio was
    /// found, 0xRRGGBB.
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
/// are the run's visible glyph pixels, and its ratio, WCAG's between the run's color and the
/// drawn pixel beneath, is the lowest over them. Anti-aliased edges thus lower no ratio, and
/// glyphs hidden behind what is drawn later are not counted. A run counts only if it is drawn
/// in its color: one well covered glyph pixel is that color, in the frame or, when something
/// drawn later covers or tints the run, in the list up to the run drawn with and without it.
/// Text drawn fainter or in another color than asked, in the color beneath, at opacity 0 or not
/// at all is invisible, and fails.
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
        }.map { found in
            measure(found.run, bounds: found.bounds, opacity: found.opacity, drawn: drawn, beneath: beneath,
                    alone: { prefixFrames(item: found.index, of: list) })
        }
    }

    /// A run shows its color when one of its glyph pixels is at least this covered (an
    /// anti-aliased 11 pt glyph at 1x reaches about 0.9) and is that color, within
    /// `colorTolerance` on every channel.
    static let shownCoverage = 0.75
    static let colorTolerance = 12.0

    /// The list up to the item at `index` drawn with and without that item (the groups open
    /// there closed after it): the item over what precedes it, with nothing drawn later.
    private func prefixFrames(item index: Int, of list: DisplayList) -> (with: PixelBuffer, without: PixelBuffer) {
        func prefix(through end: Int) -> DisplayList {
            var open: [DisplayItem] = []
            for item in list.items[..<end] {
                switch item {
                case .pushClip, .pushClipPath: open.append(.popClip)
                case .pushOpacity: open.append(.popOpacity)
                case .pushTransform: open.append(.popTransform)
                case .popClip, .popOpacity, .popTransform: open.removeLast()
                default: break
                }
            }
            var cut = list
            cut.items = Array(list.items[..<end]) + open.reversed()
            return cut
        }
        backend.redrawAllNextFrame()
        backend.draw(prefix(through: index))
        let without = backend.frame
        backend.redrawAllNextFrame()
        backend.draw(prefix(through: index + 1))
        return (backend.frame, without)
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
                         beneath: PixelBuffer, alone: () -> (with: PixelBuffer, without: PixelBuffer)) -> TextContrast {
        let scale = backend.scale
        let pixels = PixelRect(minX: max(0, Int((bounds.minX * scale).rounded(.down))),
                               minY: max(0, Int((bounds.minY * scale).rounded(.down))),
                               maxX: min(drawn.width, Int((bounds.maxX * scale).rounded(.up))),
                               maxY: min(drawn.height, Int((bounds.maxY * scale).rounded(.up))))
        let fontSize = run.font.size * bounds.height / measurer.lineHeight(for: run.font)
        let alpha = run.color.alpha * opacity
        let inFrame = glyphs(of: run, alpha: alpha, in: pixels, drawn: drawn, beneath: beneath)
        // What is drawn later (a bubble, its shadow) may cover the run or tint it; else the
        // drawn run must show its color. Drawn alone over what precedes it, it must.
        let drawnRight = inFrame.showsItsColor || {
            let (with, without) = alone()
            return glyphs(of: run, alpha: alpha, in: pixels, drawn: with, beneath: without).showsItsColor
        }()
        return TextContrast(text: run.text, fontSize: fontSize, bounds: pixels, ratio: drawnRight ? inFrame.worst?.ratio : nil,
                            isInvisible: !drawnRight, colors: drawnRight ? inFrame.worst.map { ($0.text, $0.background) } : nil)
    }

    /// The lowest ratio over the run's visible glyph pixels in `drawn`, and whether one of them,
    /// well covered, is the run's color (emoji pixels, of colors of their own, are not).
    private func glyphs(of run: TextRun, alpha: Double, in pixels: PixelRect, drawn: PixelBuffer, beneath: PixelBuffer)
        -> (worst: (ratio: Double, text: UInt32, background: UInt32)?, showsItsColor: Bool) {
        var worst: (ratio: Double, text: UInt32, background: UInt32)?
        var showsItsColor = false
        for y in pixels.minY..<max(pixels.minY, pixels.maxY) {
            for x in pixels.minX..<max(pixels.minX, pixels.maxX) where drawn[x, y] != beneath[x, y] {
                let background = beneath[x, y]
                let text = Self.blend(run.color, alpha: alpha, over: background)
                let full = Self.distance(text, background)
                let coverage = full > 0 ? Self.distance(drawn[x, y], background) / full : 0
                guard coverage >= Self.glyphCoverage else { continue }
                if coverage >= Self.shownCoverage, coverage <= 1.05,
                   Self.distance(drawn[x, y], Self.blend(run.color, alpha: alpha * coverage, over: background)) <= Self.colorTolerance {
                    showsItsColor = true
                }
                let ratio = Self.ratio(text, background)
                if ratio < worst?.ratio ?? .infinity { worst = (ratio, text, background) }
            }
        }
        return (worst, showsItsColor)
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

