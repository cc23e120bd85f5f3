import Testing
@testable import PopoverKit

@Suite struct TextLayoutCacheTests {
    let measurer = CountingMeasurer()
    var widthCalls: Int { measurer.calls.withLock { $0 } }

    func inputs(_ string: String, font: Font = font10, maxWidth: Double? = 70, maxHeight: Double? = nil,
                lineLimit: Int? = nil) -> TextLayout.Inputs {
        TextLayout.Inputs(string: string, font: font, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit)
    }

    func runs(_ layout: TextLayout) -> [TextRun] {
        layout.runs(in: Rect(x: 0, y: 0, width: 70, height: 100), alignment: .leading, color: .black)
    }

    @Test func aHitGivesTheLinesOfAFreshLayoutWithoutMeasuringAgain() {
        let cache = TextLayoutCache()
        let text = inputs("hello `world` foo")
        let first = cache.layout(text, measurer: measurer)
        let callsForFirst = widthCalls
        let hit = cache.layout(text, measurer: measurer)
        let fresh = TextLayout(text, measurer: FixedAdvanceTextMeasurer())
        #expect(callsForFirst > 0)
        #expect(widthCalls == callsForFirst)
        // "hello world" is 11 characters of 6 points, "foo" 3; two lines of 12.
        #expect(hit.size == Size(width: 66, height: 24))
        #expect(hit.size == fresh.size && first.size == fresh.size)
        #expect(runs(hit).map(\.text) == ["hello ", "world", "foo"])
        #expect(runs(hit) == runs(fresh))
    }

    @Test func anotherTextFontWidthHeightOrLineLimitIsLaidOutAnew() {
        let cache = TextLayoutCache()
        let original = inputs("hello world foo")
        _ = cache.layout(original, measurer: measurer)
        let changes = [
            inputs("hello world fog"),
            inputs("hello world foo", font: Font(size: 10, weight: .bold)),
            inputs("hello world foo", maxWidth: 100),
            inputs("hello world foo", maxWidth: nil),
            inputs("hello world foo", maxHeight: 12),
            inputs("hello world foo", lineLimit: 1),
        ]
        for changed in changes {
            let before = widthCalls
            let layout = cache.layout(changed, measurer: measurer)
            #expect(widthCalls > before, "\(changed) was not measured")
            #expect(runs(layout) == runs(TextLayout(changed, measurer: FixedAdvanceTextMeasurer())))
        }
        #expect(cache.count == 1 + changes.count)
        // A width of 100 fits the whole text on one line of 15 characters.
        #expect(cache.layout(changes[2], measurer: measurer).size == Size(width: 90, height: 12))
    }

    @Test func theCacheHoldsAtMostTwoGenerations() {
        let cache = TextLayoutCache(generationCapacity: 4)
        for index in 0..<50 {
            _ = cache.layout(inputs("text \(index)"), measurer: measurer)
            #expect(cache.count <= 8)
        }
        // 50 layouts in generations of 4: the last full one (44...47) and the current one (48, 49).
        #expect(cache.count == 6)
    }

    @Test func aLayoutStillInUseOutlivesGenerations() {
        let cache = TextLayoutCache(generationCapacity: 4)
        let kept = inputs("kept")
        _ = cache.layout(kept, measurer: measurer)
        for index in 0..<40 {
            _ = cache.layout(inputs("other \(index)"), measurer: measurer)
            _ = cache.layout(kept, measurer: measurer)
        }
        let calls = widthCalls
        _ = cache.layout(kept, measurer: measurer)
        #expect(widthCalls == calls)
        // Untouched while two generations fill, it is forgotten.
        for index in 0..<8 { _ = cache.layout(inputs("newer \(index)"), measurer: measurer) }
        _ = cache.layout(kept, measurer: measurer)
        #expect(widthCalls > calls)
    }

    @Test func removeAllForgetsEveryLayout() {
        let cache = TextLayoutCache()
        _ = cache.layout(inputs("hello"), measurer: measurer)
        cache.removeAll()
        #expect(cache.count == 0)
        let calls = widthCalls
        _ = cache.layout(inputs("hello"), measurer: measurer)
        #expect(widthCalls > calls)
    }

    @Test func anEngineWithACacheLaysOutLaterPassesWithoutMeasuring() {
        let tree = VStack(spacing: 0) {
            Text("hello world foo").font(font10)
            HStack { Text("a `b` c").font(font10); Spacer() }
        }
        let bounds = Rect(x: 0, y: 0, width: 70, height: 100)
        let engine = LayoutEngine(measurer: measurer, textLayoutCache: TextLayoutCache())
        let first = engine.layout(tree, in: bounds).displayList()
        let calls = widthCalls
        let second = engine.layout(tree, in: bounds).displayList()
        #expect(calls > 0)
        #expect(widthCalls == calls)
        #expect(second == first)
        #expect(second == testEngine.layout(tree, in: bounds).displayList())
    }

    @Test func anEngineTakesItsMeasurersCacheUnlessGivenOne() {
        struct CachingMeasurer: TextMeasuring {
            let cache = TextLayoutCache()
            var textLayoutCache: TextLayoutCache? { cache }
            func width(of text: String, font: Font) -> Double { Double(text.count) }
            func lineHeight(for font: Font) -> Double { 1 }
            func ascent(for font: Font) -> Double { 1 }
        }
        struct ForgetfulMeasurer: TextMeasuring {
            func width(of text: String, font: Font) -> Double { Double(text.count) }
            func lineHeight(for font: Font) -> Double { 1 }
            func ascent(for font: Font) -> Double { 1 }
        }
        let caching = CachingMeasurer()
        let own = TextLayoutCache()
        #expect(LayoutEngine(measurer: caching).textLayoutCache === caching.cache)
        #expect(LayoutEngine(measurer: caching, textLayoutCache: own).textLayoutCache === own)
        #expect(LayoutEngine(measurer: ForgetfulMeasurer()).textLayoutCache == nil)
        // The test measurer keeps one, shared by its copies.
        let fixed = FixedAdvanceTextMeasurer(), copy = fixed
        #expect(fixed.textLayoutCache != nil && copy.textLayoutCache === fixed.textLayoutCache)
    }
}
