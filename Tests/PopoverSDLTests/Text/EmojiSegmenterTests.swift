import Testing
@testable import PopoverSDL

@Suite struct EmojiSegmenterTests {
    @Test func splitsTextFromEmojiAndKeepsEachEmojiAlone() {
        let segments = EmojiSegmenter.segments(of: "globe\")! 🙂🚀x")
        #expect(segments.map(\.text) == ["globe\")! ", "🙂", "🚀", "x"])
        #expect(segments.map(\.isEmoji) == [false, true, true, false])
    }

    @Test func digitsAndSymbolsWithoutSelectorAreText() {
        #expect(EmojiSegmenter.segments(of: "123 #*").allSatisfy { !$0.isEmoji })
        #expect(EmojiSegmenter.isEmoji("❤️"))
        #expect(!EmojiSegmenter.isEmoji("❤"))
    }
}
