import Testing
@testable import PopoverRender
@testable import PopoverSDL

/// Every script the issue names is drawn in a font that has its glyphs, and not as the
/// missing-glyph boxes the bundled fonts alone draw (each check is run without fallback too,
/// and must fail there).
@MainActor
@Suite struct FontFallbackTests {
    @Test(arguments: ScriptText.samples.map(\.text))
    func everyCharacterIsDrawnInAFontThatHasIt(_ text: String) throws {
        let withFallback = try ScriptText()
        #expect(withFallback.missingGlyphs(in: text).isEmpty, "\(withFallback.missingGlyphs(in: text))")
        let bundledOnly = try ScriptText(fallback: false)
        #expect(!bundledOnly.missingGlyphs(in: text).isEmpty, "the bundled fonts alone have every glyph of \(text)")
    }

    /// Missing-glyph boxes all look alike, so the same characters in another order draw the
    /// same picture as boxes, and a different one as letters.
    @Test(arguments: ScriptText.samples.map(\.text))
    func theSameCharactersInAnotherOrderDrawADifferentPicture(_ text: String) throws {
        let reordered = String(text.split(separator: " ").reversed().joined(separator: " ").reversed())
        #expect(reordered != text)
        func pictures(_ sample: ScriptText) -> (TextImage, TextImage) { (sample.image(text), sample.image(reordered)) }
        let (shown, shownReordered) = pictures(try ScriptText())
        #expect(shown.hasInk && shownReordered.hasInk)
        let differ = shown.glyphCoverage != shownReordered.glyphCoverage
        #expect(differ, "\(text) and \(reordered) draw alike")
        let (boxes, boxesReordered) = pictures(try ScriptText(fallback: false))
        let boxesAlike = boxes.glyphCoverage == boxesReordered.glyphCoverage
        #expect(boxesAlike, "without fallback, boxes should look alike")
    }

    /// Fallback faces are remembered per range of code points: drawing more text of a script
    /// already seen, or the same text again, asks fontconfig nothing.
    @Test func fallbackFontsAreLookedUpOncePerRange() throws {
        let sample = try ScriptText()
        let fallback = try #require(sample.fonts.fallback)
        _ = sample.image("こんにちは")
        let afterFirst = fallback.lookups
        #expect(afterFirst >= 1)
        _ = sample.image("こにちはんこ")
        _ = sample.renderer.width(of: "はにこんち", font: ScriptText.font)
        #expect(fallback.lookups == afterFirst)
    }
}
