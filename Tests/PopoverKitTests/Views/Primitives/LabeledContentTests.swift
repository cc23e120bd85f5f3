import Testing
@testable import PopoverKit

/// `LabeledContent` puts its label at the leading edge and its value, gray, at the trailing edge.
@Suite struct LabeledContentTests {
    @Test func theValueIsGrayAtTheTrailingEdge() throws {
        let result = testEngine.layout(LabeledContent("Total", value: "$12").font(font10),
                                       in: Rect(x: 0, y: 0, width: 200, height: 40))
        let texts = result.root.allNodes.filter { $0.drawing is TextDrawing }
        try #require(texts.count == 2)
        #expect(texts[0].frame.minX == 0 && texts[1].frame.maxX == 200)
        let value = try #require((texts[1].drawing as? TextDrawing)?.runs.first)
        #expect(value.text == "$12" && value.color == Color.secondaryLabel.resolved(in: .light))
    }

    @Test func aFormattedValue() {
        let result = testEngine.layout(LabeledContent("Share", value: 0.5, format: .percent),
                                       in: Rect(x: 0, y: 0, width: 200, height: 40))
        let texts = result.root.allNodes.compactMap { ($0.drawing as? TextDrawing)?.runs.first?.text }
        #expect(texts == ["Share", "50%"])
    }
}
