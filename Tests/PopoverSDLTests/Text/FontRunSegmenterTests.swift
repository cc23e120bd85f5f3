import Testing
@testable import PopoverSDL

@Suite struct FontRunSegmenterTests {
    @Test func splitsTextFromEmojiAndKeepsEachEmojiAlone() {
        let segments = FontRunSegmenter.segments(of: "globe\")! 🙂🚀x")
        #expect(segments.map(\.text) == ["globe\")! ", "🙂", "🚀", "x"])
        #expect(segments.map(\.isEmoji) == [false, true, true, false])
    }

    @Test func digitsAndSymbolsWithoutSelectorAreText() {
        #expect(FontRunSegmenter.segments(of: "123 #*").allSatisfy { !$0.isEmoji })
        #expect(FontRunSegmenter.isEmoji("❤️"))
        #expect(!FontRunSegmenter.isEmoji("❤"))
    }

    @Test func splitsWhereTheFontChangesAndKeepsSpacesInAFallbackRun() {
        // Letters below U+0100 in the text's font, others in fallback font 0.
        let face: (Character) -> FontRunSegmenter.Face = { $0.unicodeScalars.first!.value < 0x100 ? .primary : .fallback(0) }
        let segments = FontRunSegmenter.segments(of: "Hi 世界 你好 ok", face: face, keepsSpace: { _, _ in true })
        #expect(segments.map(\.text) == ["Hi ", "世界 你好 ", "ok"])
        #expect(segments.map(\.face) == [.primary, .fallback(0), .primary])
        let apart = FontRunSegmenter.segments(of: "世界 你好", face: face, keepsSpace: { _, _ in false })
        #expect(apart.map(\.text) == ["世界", " ", "你好"])
    }

    @Test func splitsWhereTheLevelChanges() {
        let segments = FontRunSegmenter.segments(of: "ab cd", levels: [0, 0, 1, 1, 1])
        #expect(segments.map(\.text) == ["ab", " cd"])
        #expect(segments.map(\.isRightToLeft) == [false, true])
    }
}
