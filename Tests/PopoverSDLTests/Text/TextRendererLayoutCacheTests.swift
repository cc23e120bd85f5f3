import PopoverKit
import Testing
import TestSupport
@testable import PopoverSDL

/// The text renderer remembers text layouts for the layout engines that measure with it.
@MainActor
@Suite struct TextRendererLayoutCacheTests {
    let runtime: SDLRuntime

    init() throws {
        runtime = try SharedSDL.headless()
    }

    func texts(_ result: LayoutResult) -> [TextRun] {
        result.displayList().items.compactMap {
            if case .text(let run) = $0 { return run }
            return nil
        }
    }

    @Test func layoutsFromTheRenderersCacheMatchAFreshRenderers() throws {
        let tree = VStack(alignment: .leading, spacing: 4) {
            Text("A popover anchored to its view, with an arrow that follows it").font(.bubble)
            Text("`code` and words").lineLimit(1)
        }
        let bounds = Rect(x: 0, y: 0, width: 160, height: 300)
        let renderer = TextRenderer(fonts: runtime.fonts, scale: 2)
        let cache = try #require(renderer.textLayoutCache)
        let first = LayoutEngine(measurer: renderer).layout(tree, in: bounds)
        let remembered = cache.count
        let second = LayoutEngine(measurer: renderer).layout(tree, in: bounds)
        let fresh = LayoutEngine(measurer: TextRenderer(fonts: runtime.fonts, scale: 2)).layout(tree, in: bounds)
        #expect(remembered > 0)
        #expect(cache.count == remembered)
        // The long text wraps at 160 points.
        #expect(texts(first).count > 3)
        #expect(texts(second) == texts(first))
        #expect(texts(second) == texts(fresh))
        #expect(second.displayList() == fresh.displayList())
    }

    @Test func eachRendererHasItsOwnCache() throws {
        let one = try #require(TextRenderer(fonts: runtime.fonts, scale: 1).textLayoutCache)
        let two = try #require(TextRenderer(fonts: runtime.fonts, scale: 2).textLayoutCache)
        #expect(one !== two)
    }
}
