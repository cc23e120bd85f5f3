import Testing
@testable import PopoverRender
@testable import PopoverSDL

/// Complex scripts are shaped (HarfBuzz through SDL_ttf, told each run's script and direction):
/// Arabic letters take their joined forms and Devanagari forms conjuncts, seen on pixels. Each
/// check also runs without font fallback, where the boxes drawn instead must fail it.
@MainActor
@Suite struct ShapingTests {
    /// Letters that join on both sides (and dal, last, on its right): one connected stroke.
    static let joinedArabic = "محمد"

    /// Joined, the letters are one stroke of ink; with spaces between them (which break the
    /// joining) each is a shape of its own, as each missing-glyph box is.
    static func arabicJoins(_ sample: ScriptText) -> (joins: Bool, detail: String) {
        let joined = sample.image(joinedArabic).inkShapes
        let apart = sample.image(joinedArabic.map(String.init).joined(separator: " ")).inkShapes
        return (joined == 1 && apart == joinedArabic.count,
                "\(joined) shapes joined, \(apart) with the letters apart")
    }

    @Test func arabicLettersJoin() throws {
        let shaped = Self.arabicJoins(try ScriptText())
        #expect(shaped.joins, "\(shaped.detail)")
        let boxes = Self.arabicJoins(try ScriptText(fallback: false))
        #expect(!boxes.joins, "without fallback: \(boxes.detail)")
    }

    /// स्त (sa, virama, ta) is a conjunct: sa's half form leans on ta, no virama drawn. So it
    /// is narrower than सत (the same two letters, full), which unshaped it would equal (the
    /// virama is a mark without advance); and a new picture, not सत with a mark added.
    static func devanagariFormsConjunct(_ sample: ScriptText) -> (forms: Bool, detail: String) {
        let conjunct = sample.image("स्त"), letters = sample.image("सत")
        return (conjunct.hasInk && conjunct.width < letters.width * 9 / 10,
                "स्त \(conjunct.width) px, सत \(letters.width) px")
    }

    @Test func devanagariFormsConjuncts() throws {
        let shaped = Self.devanagariFormsConjunct(try ScriptText())
        #expect(shaped.forms, "\(shaped.detail)")
        let boxes = Self.devanagariFormsConjunct(try ScriptText(fallback: false))
        #expect(!boxes.forms, "without fallback: \(boxes.detail)")
    }
}
