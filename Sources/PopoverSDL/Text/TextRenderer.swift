import CSDL2
import PopoverKit
import PopoverRender

/// Measures and renders text with SDL_ttf at one pixel scale, caching rendered lines.
///
/// Measuring happens at the scale the text will be drawn at, so layout and pixels agree.
/// Like all SDL state it belongs to the main actor; measuring from another thread traps.
@MainActor
public final class TextRenderer: TextMeasuring, TextRasterizing {
    public let fonts: FontLibrary
    public let scale: Double
    public nonisolated var displayScale: Double { scale }
    private var cache: [CacheKey: TextImage] = [:]
    /// Layout measures the same strings every frame; SDL_ttf shapes them anew each time.
    private var widths: [CacheKey: Double] = [:]
    private var warnedAboutEmoji = false
    /// Each font's digit cell width (`digitCellWidth`), by font handle.
    private var digitCells: [OpaquePointer: Int] = [:]
    /// The texts laid out with this renderer: its fonts and scale never change, so neither do they.
    public nonisolated let textLayoutCache: TextLayoutCache? = TextLayoutCache()

    struct CacheKey: Hashable {
        var text: String
        var font: Font
    }

    /// An emoji's advance and height in ems: Noto's 136 × 128 px bitmaps at 109 px per em.
    static let emojiWidthPerEm = 136.0 / 109.0
    static let emojiHeightPerEm = 128.0 / 109.0

    public init(fonts: FontLibrary, scale: Double) {
        self.fonts = fonts
        self.scale = scale
    }

    func pixelSize(_ font: Font) -> Int32 { Int32((font.size * scale).rounded()) }

    func ttf(_ font: Font) -> OpaquePointer? { try? fonts.ttfFont(for: font, pixelSize: pixelSize(font)) }

    // MARK: TextMeasuring

    public nonisolated func width(of text: String, font: Font) -> Double {
        MainActor.assumeIsolated { measuredWidth(of: text, font: font) }
    }

    public nonisolated func lineHeight(for font: Font) -> Double {
        MainActor.assumeIsolated { measuredLineHeight(for: font) }
    }

    public nonisolated func ascent(for font: Font) -> Double {
        MainActor.assumeIsolated { measuredAscent(for: font) }
    }

    func measuredWidth(of text: String, font: Font) -> Double {
        let key = CacheKey(text: text, font: font)
        if let cached = widths[key] { return cached }
        if widths.count > 8192 { widths.removeAll(keepingCapacity: true) }
        let width = uncachedWidth(of: text, font: font)
        widths[key] = width
        return width
    }

    private func uncachedWidth(of text: String, font: Font) -> Double {
        guard let handle = ttf(font) else { return 0 }
        var total = 0.0
        for segment in segments(of: text, font: font, primary: handle) {
            switch segment.face {
            case .emoji where fonts.emojiFontPath != nil:
                total += (Self.emojiWidthPerEm * Double(pixelSize(font))).rounded()
            case .fallback(let face):
                guard let fallback = fallbackHandle(face, for: segment, font: font) else { continue }
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(fallback, segment.text, &w, &h)
                total += Double(w)
            default:
                setDirection(of: handle, for: segment)
                for piece in DigitPieces.split(segment.text, separatingDigits: font.hasMonospacedDigits) {
                    if piece.isDigits {
                        total += Double(piece.text.count * digitCellWidth(handle))
                    } else {
                        var w: Int32 = 0, h: Int32 = 0
                        TTF_SizeUTF8(handle, piece.text, &w, &h)
                        total += Double(w)
                    }
                }
            }
        }
        return total / scale
    }

    /// The runs of a line in the order they are drawn from the left: split where the font
    /// changes (a character the text's font lacks is drawn in a fallback font) and where the
    /// direction does, ordered by the bidirectional algorithm.
    func segments(of text: String, font: Font, primary: OpaquePointer) -> [FontRunSegmenter.Segment] {
        let fallback = fonts.fallback
        let logical = FontRunSegmenter.segments(of: text, levels: BidiLevels.of(text), face: { character in
            let scalars = character.unicodeScalars
            if scalars.allSatisfy({ TTF_GlyphIsProvided32(primary, $0.value) != 0 || FallbackFonts.needsNoGlyph($0) }) {
                return .primary
            }
            return fallback?.face(for: character, weight: font.weight).map { .fallback($0) } ?? .primary
        }, keepsSpace: { face, character in
            guard case .fallback(let id) = face else { return false }
            return fallback?.provides(id, character) ?? false
        })
        return BidiLevels.visualOrder(logical, level: \.level)
    }

    /// The fallback font's handle at the text's size, set to shape `segment`'s script in its direction.
    private func fallbackHandle(_ face: Int, for segment: FontRunSegmenter.Segment, font: Font) -> OpaquePointer? {
        guard let handle = fonts.fallbackFont(face, pixelSize: pixelSize(font)) else { return nil }
        TTF_SetFontScriptName(handle, ScriptTag.of(segment.text))
        setDirection(of: handle, for: segment)
        return handle
    }

    /// HarfBuzz lays a right-to-left run's glyphs out from its end, so its letters join as
    /// written and come out in the order they are seen.
    private func setDirection(of handle: OpaquePointer, for segment: FontRunSegmenter.Segment) {
        TTF_SetFontDirection(handle, segment.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    }

    /// The advance of the font's widest digit, in pixels: each digit's cell when digits are
    /// monospaced. Inter's digits are proportional by default (its "1" is 3/4 of its "4"), and
    /// SDL_ttf cannot turn on the font's tabular figures, so each digit is centred in the cell.
    private func digitCellWidth(_ handle: OpaquePointer) -> Int {
        if let cached = digitCells[handle] { return cached }
        let widest = "0123456789".unicodeScalars.map { glyphAdvance(of: $0, in: handle) }.max() ?? 0
        digitCells[handle] = widest
        return widest
    }

    private func glyphAdvance(of scalar: Unicode.Scalar, in handle: OpaquePointer) -> Int {
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        TTF_GlyphMetrics32(handle, scalar.value, &minX, &maxX, &minY, &maxY, &advance)
        return Int(advance)
    }

    func measuredLineHeight(for font: Font) -> Double {
        guard let handle = ttf(font) else { return font.size * 1.2 }
        return Double(TTF_FontLineSkip(handle)) / scale
    }

    func measuredAscent(for font: Font) -> Double {
        guard let handle = ttf(font) else { return font.size }
        return Double(TTF_FontAscent(handle)) / scale
    }

    // MARK: Rendering

    /// The line rendered white (glyphs) and in color (emoji), one line box high.
    public func image(for text: String, font: Font) -> TextImage {
        let key = CacheKey(text: text, font: font)
        if let cached = cache[key] { return cached }
        let image = render(text, font: font)
        if cache.count > 2048 { cache.removeAll(keepingCapacity: true) }
        cache[key] = image
        return image
    }

    private func render(_ text: String, font: Font) -> TextImage {
        guard let handle = ttf(font) else { return TextImage(width: 0, height: 0) }
        let lineHeight = Int(TTF_FontHeight(handle))
        let segments = segments(of: text, font: font, primary: handle)
        let emojiFont = fonts.emoji()
        if emojiFont == nil, segments.contains(where: \.isEmoji), !warnedAboutEmoji {
            warnedAboutEmoji = true
            csdl_write_stderr("note: Noto Color Emoji is not installed (fonts-noto-color-emoji); emoji are drawn in monochrome\n")
        }
        let width = Int((measuredWidth(of: text, font: font) * scale).rounded(.up))
        var image = TextImage(width: max(width, 0), height: lineHeight)
        var penX = 0
        for segment in segments {
            switch segment.face {
            case .emoji where emojiFont != nil:
                penX += drawEmoji(segment.text, font: emojiFont!, emSize: Int(pixelSize(font)),
                                  lineHeight: lineHeight, at: penX, into: &image)
            case .fallback(let face):
                guard let fallback = fallbackHandle(face, for: segment, font: font) else { continue }
                // On the text font's baseline.
                let top = Int(TTF_FontAscent(handle)) - Int(TTF_FontAscent(fallback))
                penX += drawGlyphs(segment.text, font: fallback, at: penX, top: top, into: &image)
            default:
                setDirection(of: handle, for: segment)
                for piece in DigitPieces.split(segment.text, separatingDigits: font.hasMonospacedDigits) {
                    if piece.isDigits {
                        penX += drawDigits(piece.text, font: handle, at: penX, into: &image)
                    } else {
                        penX += drawGlyphs(piece.text, font: handle, at: penX, into: &image)
                    }
                }
            }
        }
        return image
    }

    /// Copies SDL_ttf's blended (anti-aliased) rendering's alpha into the image, its top `top`
    /// pixels below the line's; returns the advance.
    private func drawGlyphs(_ text: String, font: OpaquePointer, at penX: Int, top: Int = 0,
                            into image: inout TextImage) -> Int {
        var advance: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(font, text, &advance, &h)
        guard let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return Int(advance)
        }
        defer { SDL_FreeSurface(rendered) }
        withARGBPixels(of: rendered) { pixels, w, h in
            for y in max(0, -top)..<max(0, min(h, image.height - top)) {
                for x in 0..<w where penX + x < image.width {
                    let alpha = UInt8(truncatingIfNeeded: pixels[y * w + x] >> 24)
                    let index = (top + y) * image.width + penX + x
                    image.glyphCoverage[index] = max(image.glyphCoverage[index], alpha)
                }
            }
        }
        return Int(advance)
    }

    /// Draws each digit centred in a cell as wide as the widest digit; returns the advance.
    private func drawDigits(_ digits: String, font: OpaquePointer, at penX: Int, into image: inout TextImage) -> Int {
        let cell = digitCellWidth(font)
        var x = penX
        for digit in digits.unicodeScalars {
            let advance = glyphAdvance(of: digit, in: font)
            _ = drawGlyphs(String(digit), font: font, at: x + (cell - advance) / 2, into: &image)
            x += cell
        }
        return x - penX
    }

    /// Draws one emoji from the fixed-size color font, box-filtered down to the em size.
    private func drawEmoji(_ text: String, font: OpaquePointer, emSize: Int, lineHeight: Int,
                           at penX: Int, into image: inout TextImage) -> Int {
        let targetWidth = Int((Self.emojiWidthPerEm * Double(emSize)).rounded())
        let targetHeight = Int((Self.emojiHeightPerEm * Double(emSize)).rounded())
        guard let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return targetWidth
        }
        defer { SDL_FreeSurface(rendered) }
        if image.colorPixels == nil {
            image.colorPixels = Array(repeating: 0, count: image.width * image.height)
        }
        let top = (lineHeight - targetHeight) / 2
        image.colorColumns.append(min(penX, image.width)..<min(penX + targetWidth, image.width))
        withARGBPixels(of: rendered) { pixels, w, h in
            let scaled = BoxFilter.resizeARGB(pixels, width: w, height: h, toWidth: targetWidth, toHeight: targetHeight)
            for y in 0..<targetHeight where top + y >= 0 && top + y < image.height {
                for x in 0..<targetWidth where penX + x < image.width {
                    image.colorPixels![(top + y) * image.width + penX + x] = scaled[y * targetWidth + x]
                }
            }
        }
        return targetWidth
    }

    /// Calls `body` with the surface's pixels as ARGB8888 (converting when needed).
    private func withARGBPixels(of surface: UnsafeMutablePointer<SDL_Surface>, _ body: ([UInt32], Int, Int) -> Void) {
        guard let converted = SDL_ConvertSurfaceFormat(surface, csdl_format_argb8888(), 0) else { return }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch) / 4
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        guard let base = converted.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { return }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { pixels[y * w + x] = base[y * pitch + x] }
        }
        body(pixels, w, h)
    }
}
