import Testing
@testable import PopoverKit

/// `Text + Text` joins texts into one that wraps as a whole, each part in its own style.
@Suite struct TextConcatenationTests {
    func runs(_ view: some View, width: Double = 400) -> [TextRun] {
        testEngine.layout(view, in: Rect(x: 0, y: 0, width: width, height: 200)).displayList().items
            .compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func eachPartKeepsItsStyleOnOneLine() throws {
        let joined = Text("Items: ") + Text("3").bold()
        let drawn = runs(joined.font(font10))
        try #require(drawn.count == 2)
        #expect(drawn.map(\.text) == ["Items: ", "3"])
        #expect(drawn[0].font.weight == .regular && drawn[1].font.weight == .bold)
        #expect(drawn[0].font.size == 10 && drawn[1].font.size == 10, "the whole's font reaches every part")
        #expect(drawn[1].origin.x - drawn[0].origin.x == 7 * 6, "the second part follows the first on its line")
        #expect(drawn[0].origin.y == drawn[1].origin.y)
    }

    @Test func colorsAndFontsOfStyledPartsAndTextPlusTextIsText() throws {
        let joined: ViewNode = Text("Hot").foregroundColor(.red) + Text(" cold").foregroundColor(.blue).font(Font(size: 20))
        let drawn = runs(joined.font(font10))
        try #require(drawn.count == 2)
        #expect(drawn[0].color == Color.red.resolved(in: .light))
        #expect(drawn[1].color == Color.blue.resolved(in: .light))
        #expect(drawn[1].font.size == 20)
        // Baselines line up: the smaller part sits lower by the difference of the ascents.
        #expect(drawn[0].origin.y > drawn[1].origin.y)
        let plain: Text = Text("a") + Text("b") + Text("c")
        #expect(runs(plain).map(\.text).joined() == "abc")
        #expect(Set(runs(plain).map(\.origin.y)).count == 1)
    }

    @Test func theJoinedTextWrapsAsAWhole() {
        // 10 pt: 6 per character; 60 wide holds "aaa bbb" (42) but not "aaa bbb ccc" (66).
        let joined = Text("aaa ") + Text("bbb ccc").italic()
        let drawn = runs(joined.font(font10), width: 60)
        #expect(drawn.map(\.text) == ["aaa ", "bbb", "ccc"])
        #expect(drawn[1].origin.y == drawn[0].origin.y && drawn[2].origin.y > drawn[1].origin.y)
        #expect(drawn[1].font.isItalic && drawn[2].font.isItalic && !drawn[0].font.isItalic)
    }

    @Test func anUnderlinedPartIsUnderlinedAlone() {
        let joined = Text("plain ") + Text("link").underline()
        let items = testEngine.layout(joined.font(font10), in: Rect(x: 0, y: 0, width: 400, height: 100))
            .displayList().items
        let lines = items.compactMap { if case .fill(let path, _) = $0 { ClipDrawing.bounds(of: path) } else { nil } }
        let start = items.compactMap { if case .text(let run) = $0 { run.origin.x } else { nil } }.first ?? 0
        #expect(lines.count == 1)
        #expect(lines.first.map { abs($0.minX - start - 36) < 1e-9 && abs($0.width - 24) < 1e-9 } == true)
    }

    @Test func aViewThatIsNotTextSitsBesideInsteadOfStoppingTheProgram() {
        // SwiftUI would not compile this; here a modifier returns ViewNode, so it gets through.
        let joined = Text("a").padding(5) + Text("b")
        let drawn = runs(joined.font(font10))
        #expect(drawn.map(\.text) == ["a", "b"])
        #expect(drawn.count == 2 && drawn[1].origin.x - drawn[0].origin.x == 6 + 5, "b follows a's padded frame (a 6 wide, 5 after it)")
    }
}
