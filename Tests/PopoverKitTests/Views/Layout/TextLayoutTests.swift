import Testing
@testable import PopoverKit

@Suite struct TextLayoutTests {
    func runs(_ view: some View, in bounds: Rect) -> [TextRun] {
        testEngine.layout(view, in: bounds).displayList().items.compactMap {
            if case .text(let run) = $0 { return run }
            return nil
        }
    }

    @Test func wrapsAtWordBoundariesToTheProposedWidth() {
        let text = Text("hello world foo").font(font10)
        #expect(testEngine.sizeThatFits(text, proposal: ProposedSize(width: 70, height: nil)) == Size(width: 66, height: 24))
        #expect(testEngine.sizeThatFits(text, proposal: .unspecified) == Size(width: 90, height: 12))
        let lines = runs(text, in: Rect(x: 0, y: 0, width: 70, height: 100))
        #expect(lines.map(\.text) == ["hello world", "foo"])
        #expect(lines.map(\.origin) == [Point(x: 2, y: 38), Point(x: 2, y: 50)])
    }

    @Test func spacesAtAWrapAreDropped() {
        let lines = runs(Text("aa bb").font(font10), in: Rect(x: 0, y: 0, width: 18, height: 24))
        #expect(lines.map(\.text) == ["aa", "bb"])
        #expect(lines.map(\.origin.x) == [3, 3])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let text = Text("abcdefgh").font(font10)
        #expect(testEngine.sizeThatFits(text, proposal: ProposedSize(width: 30, height: nil)) == Size(width: 30, height: 24))
        #expect(runs(text, in: Rect(x: 0, y: 0, width: 30, height: 24)).map(\.text) == ["abcde", "fgh"])
    }

    @Test func newlinesStartLinesAndEmptyLinesKeepTheirHeight() {
        #expect(testEngine.sizeThatFits(Text("a\n\nb").font(font10), proposal: .unspecified) == Size(width: 6, height: 36))
    }

    @Test func centeredLinesAreCenteredInTheTextFrame() {
        let text = Text("ab\nabcd").font(font10).multilineTextAlignment(.center)
        let lines = runs(text, in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(lines.map(\.origin) == [Point(x: 44, y: 38), Point(x: 38, y: 50)])
        let trailing = runs(Text("ab\nabcd").font(font10).multilineTextAlignment(.trailing),
                            in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(trailing.map(\.origin.x) == [50, 38])
    }

    @Test func codeSpansAreMonospacedRunsOnTheSameLine() {
        let lines = runs(Text("Use `Image` now").font(font10), in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(lines.map(\.text) == ["Use ", "Image", " now"])
        #expect(lines.map(\.font.design) == [.proportional, .monospaced, .proportional])
        #expect(lines.map(\.origin) == [Point(x: 61, y: 44), Point(x: 85, y: 44), Point(x: 115, y: 44)])
    }

    @Test func codeSpansWrapLikeOtherWords() {
        let lines = runs(Text("see `a b` ok").font(font10), in: Rect(x: 0, y: 0, width: 42, height: 24))
        #expect(lines.map(\.text) == ["see ", "a b", "ok"])
        #expect(lines.map(\.font.design) == [.proportional, .monospaced, .proportional])
        #expect(lines.map(\.origin) == [Point(x: 0, y: 0), Point(x: 24, y: 0), Point(x: 0, y: 12)])
    }

    @Test func anUnpairedBacktickIsKeptAsACharacter() {
        let lines = runs(Text("a`b").font(font10), in: Rect(x: 0, y: 0, width: 18, height: 12))
        #expect(lines.map(\.text) == ["a`b"])
    }

    @Test func fontWeightAndForegroundColorComeFromTheEnvironment() {
        let lines = runs(VStack { Text("x") }.font(font10).fontWeight(.bold).foregroundColor(.white),
                         in: Rect(x: 0, y: 0, width: 6, height: 12))
        #expect(lines == [TextRun(text: "x", font: Font(size: 10, weight: .bold), color: .white, origin: .zero)])
        let plain = runs(Text("x"), in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(plain.first?.font == .body)
        #expect(plain.first?.color == Color.label.resolved(in: .light))
    }

    @Test func iconsAreSquareAboutOneEmAtMediumScale() {
        #expect(testEngine.sizeThatFits(Image(systemName: "globe").font(font10), proposal: .infinity) == Size(width: 10.5, height: 10.5))
        let items = testEngine.layout(Image(systemName: "globe").font(font10).foregroundColor(.systemBlue),
                                      in: Rect(x: 0, y: 0, width: 32, height: 32)).displayList().items
        #expect(items == [.icon(name: "globe", rect: Rect(x: 10.75, y: 10.75, width: 10.5, height: 10.5), color: Color.systemBlue.resolved(in: .light))])
    }

    /// Plain text: 12 tall with its baseline 10 down; code: 14 tall with its baseline 9 down.
    struct MixedMetricsMeasurer: TextMeasuring {
        func width(of text: String, font: Font) -> Double { Double(text.count) * 6 }
        func lineHeight(for font: Font) -> Double { font.design == .monospaced ? 14 : 12 }
        func ascent(for font: Font) -> Double { font.design == .monospaced ? 9 : 10 }
    }

    @Test func runsInDifferentFontsShareTheLineBaseline() {
        let engine = LayoutEngine(measurer: MixedMetricsMeasurer())
        let text = Text("a `b`\nc")
        // First line: 10 above the baseline (plain), 5 below it (code): 15 tall.
        #expect(engine.sizeThatFits(text, proposal: .unspecified) == Size(width: 18, height: 27))
        let runs = engine.layout(text, in: Rect(x: 0, y: 0, width: 18, height: 27)).displayList().items.compactMap {
            if case .text(let run) = $0 { return run }
            return nil
        }
        #expect(runs.map(\.text) == ["a ", "b", "c"])
        #expect(runs.map(\.origin) == [Point(x: 0, y: 0), Point(x: 12, y: 1), Point(x: 0, y: 15)])
    }

    @Test func lineLimitEndsTheLastShownLineWithAnEllipsis() {
        let limited = Text("aa bb cc").font(font10).lineLimit(2)
        #expect(runs(limited, in: Rect(x: 0, y: 0, width: 18, height: 100)).map(\.text) == ["aa", "bb…"])
        let tight = Text("abcd efgh").font(font10).lineLimit(1)
        #expect(runs(tight, in: Rect(x: 0, y: 0, width: 24, height: 100)).map(\.text) == ["abc…"])
        #expect(testEngine.sizeThatFits(tight, proposal: ProposedSize(width: 24, height: nil)) == Size(width: 24, height: 12))
    }

    @Test func textOfferedLessHeightShowsTheLinesThatFitButAtLeastOne() {
        let text = Text("aa bb cc").font(font10)
        #expect(testEngine.sizeThatFits(text, proposal: ProposedSize(width: 18, height: 30)) == Size(width: 18, height: 24))
        #expect(testEngine.sizeThatFits(text, proposal: ProposedSize(width: 18, height: 5)) == Size(width: 18, height: 12))
        #expect(testEngine.sizeThatFits(text, proposal: ProposedSize(width: 18, height: nil)) == Size(width: 12, height: 36))
        // In a stack, text is vertically flexible: rigid siblings are served first.
        let result = testEngine.layout(VStack(spacing: 0) {
            text.id("text")
            box(18, 70)
        }, in: Rect(x: 0, y: 0, width: 18, height: 100))
        #expect(result.frame(of: "text") == Rect(x: 0, y: 3, width: 18, height: 24))
    }
}

/// Line breaking in scripts written without spaces, and inside grapheme clusters.
@Suite struct ScriptLineBreakTests {
    func lines(_ string: String, width: Double) -> [String] {
        let layout = TextLayout(TextLayout.Inputs(string: string, font: font10, maxWidth: width),
                                measurer: FixedAdvanceTextMeasurer())
        return layout.lines.map { $0.pieces.map(\.text).joined() }
    }

    /// font10's characters are 6 points wide: 30 points hold five.
    @Test func chineseAndJapaneseBreakBetweenAnyTwoCharacters() {
        // After "ab " the line still holds two of them, where a word would move on whole.
        #expect(lines("ab こんにちは", width: 30) == ["ab こん", "にちは"])
        #expect(lines("你好你好你好世界", width: 30) == ["你好你好你", "好世界"])
        #expect(lines("ab 世界abc", width: 24) == ["ab 世", "界abc"])
    }

    @Test func closingPunctuationStaysOnTheLineBeforeAndOpeningOnTheLineAfter() {
        // "、" may not start a line: "に、" moves on together.
        #expect(lines("こんに、ちは", width: 18) == ["こん", "に、ち", "は"])
        // "「" may not end one: it moves on with "世"; "」" stays with "界".
        #expect(lines("ab「世界」", width: 18) == ["ab", "「世", "界」"])
    }

    @Test func aLineNeverBreaksInsideAGraphemeCluster() {
        // e + combining acute, and a flag of two regional indicators: one character each.
        let decomposed = "e\u{301}e\u{301}e\u{301}e\u{301}"
        let broken = lines(decomposed, width: 12)
        #expect(broken.joined() == decomposed)
        #expect(broken.allSatisfy { $0.unicodeScalars.first != "\u{301}" })
        #expect(lines("🇯🇵🇯🇵🇯🇵", width: 12).allSatisfy { $0.count == $0.unicodeScalars.count / 2 })
    }
}
