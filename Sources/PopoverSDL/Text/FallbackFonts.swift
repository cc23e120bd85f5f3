import CSDL2
import PopoverKit

/// The system fonts text falls back to for characters the bundled fonts lack, as fontconfig
/// orders them for the desktop (`csdl_fallback_font`).
///
/// A lookup asks fontconfig to sort every installed font, so each answer is remembered for a
/// range of code points (a 128-character block, where one script's letters sit together): the
/// next character of that block is first tried in the fonts already found for it, and
/// fontconfig is asked again only when none has it. Characters no installed font has are
/// remembered too. So a frame that shows the same text again asks fontconfig nothing.
@MainActor
final class FallbackFonts {
    /// A face in a font file (a collection such as Noto Sans CJK holds several).
    struct Face: Hashable {
        var path: String
        var index: Int
    }

    /// Code points per remembered range.
    static let rangeSize: UInt32 = 128
    /// The size the glyph probes are opened at; which glyphs a font has does not depend on it.
    private static let probeSize: Int32 = 16

    /// Every face found so far; a face's identity is its position here.
    private(set) var faces: [Face] = []
    private var facesByRange: [RangeKey: [Int]] = [:]
    private var missing: Set<ScalarKey> = []
    /// One SDL_ttf handle per face, to ask which glyphs it has.
    private var probes: [OpaquePointer?] = []
    /// How many times fontconfig was asked (for the tests of the cache).
    private(set) var lookups = 0

    private struct RangeKey: Hashable {
        var range: UInt32
        var weight: Font.Weight
    }

    private struct ScalarKey: Hashable {
        var scalar: UInt32
        var weight: Font.Weight
    }

    /// The face (its identity) that draws `character` in text of `weight`, or nil when no
    /// installed font has all of its code points.
    func face(for character: Character, weight: Font.Weight) -> Int? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        let rangeKey = RangeKey(range: first.value / Self.rangeSize, weight: weight)
        if let known = facesByRange[rangeKey]?.first(where: { provides($0, character) }) { return known }
        let scalarKey = ScalarKey(scalar: first.value, weight: weight)
        guard !missing.contains(scalarKey), let found = lookUp(first, weight: weight), provides(found, character) else {
            missing.insert(scalarKey)
            return nil
        }
        facesByRange[rangeKey, default: []].append(found)
        return found
    }

    /// Whether face `id` has a glyph for every code point of `character` that needs one.
    func provides(_ id: Int, _ character: Character) -> Bool {
        guard let probe = probes[id] else { return false }
        return character.unicodeScalars.allSatisfy { TTF_GlyphIsProvided32(probe, $0.value) != 0 || Self.needsNoGlyph($0) }
    }

    /// Joiners and variation selectors steer shaping and draw nothing, so a font may lack them.
    nonisolated static func needsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isVariationSelector
    }

    private func lookUp(_ scalar: Unicode.Scalar, weight: Font.Weight) -> Int? {
        lookups += 1
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        guard csdl_fallback_font(scalar.value, Int32(weight.rawValue), &path, Int32(path.count), &index) != 0 else { return nil }
        let face = Face(path: String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                        index: Int(index))
        if let known = faces.firstIndex(of: face) { return known }
        faces.append(face)
        probes.append(TTF_OpenFontIndex(face.path, Self.probeSize, Int(face.index)))
        return faces.count - 1
    }

    /// Closes the probes. Must run before TTF_Quit.
    func closeAll() {
        for probe in probes { if let probe { TTF_CloseFont(probe) } }
        probes = probes.map { _ in nil }
    }
}
