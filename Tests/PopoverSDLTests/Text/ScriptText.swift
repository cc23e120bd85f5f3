import CSDL2
import PopoverKit
import PopoverRender
import TestSupport
@testable import PopoverSDL

/// Text in other scripts drawn by a renderer of its own, with font fallback on or off, for
/// the tests of fallback, shaping and direction.
@MainActor
struct ScriptText {
    /// The sentences, one per script the fallback fonts must draw.
    nonisolated static let samples: [(script: String, text: String)] = [
        ("Japanese", "こんにちは世界"), ("Chinese", "你好"), ("Arabic", "مرحبا بالعالم"),
        ("Devanagari", "नमस्ते दुनिया"), ("Hebrew", "שלום עולם"),
    ]
    static let font = Font(size: 17)

    let runtime: SDLRuntime
    let fonts: FontLibrary
    let renderer: TextRenderer

    init(fallback: Bool = true) throws {
        runtime = try SharedSDL.headless()
        fonts = try FontLibrary(searchPaths: FontLibrary.bundledFontFolders, fontFallback: fallback)
        renderer = TextRenderer(fonts: fonts, scale: 2)
    }

    func image(_ text: String) -> TextImage { renderer.image(for: text, font: Self.font) }

    /// The characters of `text` whose font has no glyph for them: each run is asked in the
    /// font it is drawn in.
    func missingGlyphs(in text: String) -> [Character] {
        let primary = renderer.ttf(Self.font)!
        return renderer.segments(of: text, font: Self.font, primary: primary).flatMap { segment -> [Character] in
            let handle: OpaquePointer? = switch segment.face {
            case .fallback(let face): fonts.fallbackFont(face, pixelSize: renderer.pixelSize(Self.font))
            default: primary
            }
            return segment.text.filter { character in
                !character.isWhitespace && character.unicodeScalars.contains { scalar in
                    !FallbackFonts.needsNoGlyph(scalar) && (handle.map { TTF_GlyphIsProvided32($0, scalar.value) == 0 } ?? true)
                }
            }
        }
    }
}

extension TextImage {
    /// Whether any pixel has ink.
    var hasInk: Bool { glyphCoverage.contains { $0 > 0 } }

    /// The sum of the coverage of every pixel.
    var ink: Int { glyphCoverage.reduce(0) { $0 + Int($1) } }

    /// The sum of coverage differences between `other` and this image's columns from `x` on,
    /// at the best of a few pixels' shifts either way: a word drawn within a line starts at a
    /// fraction of a pixel that it does not start at alone.
    func difference(at x: Int, from other: TextImage) -> Int {
        guard other.height == height else { return Int.max }
        return (-2...2).map { shift in
            var total = 0
            for row in 0..<height {
                for column in 0..<other.width {
                    let here = x + shift + column
                    let mine = here >= 0 && here < width ? Int(glyphCoverage[row * width + here]) : 0
                    total += abs(mine - Int(other.glyphCoverage[row * other.width + column]))
                }
            }
            return total
        }.min()!
    }

    /// The number of separate shapes of ink (pixels at least half covered, touching at edges
    /// or corners).
    var inkShapes: Int {
        var seen = [Bool](repeating: false, count: glyphCoverage.count)
        var shapes = 0
        for start in glyphCoverage.indices where glyphCoverage[start] >= 128 && !seen[start] {
            shapes += 1
            var stack = [start]
            seen[start] = true
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                        let next = ny * width + nx
                        if glyphCoverage[next] >= 128 && !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
        }
        return shapes
    }
}
