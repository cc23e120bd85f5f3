import Testing
import Synchronization
@testable import PopoverKit

/// Counts how often text is measured.
final class CountingMeasurer: TextMeasuring {
    let base = FixedAdvanceTextMeasurer()
    let calls = Mutex(0)

    func width(of text: String, font: Font) -> Double {
        calls.withLock { $0 += 1 }
        return base.width(of: text, font: font)
    }

    func lineHeight(for font: Font) -> Double { base.lineHeight(for: font) }
    func ascent(for font: Font) -> Double { base.ascent(for: font) }
}

@Suite struct LayoutCostTests {
    /// Stacks nested `depth` deep, each measuring its children at several proposals.
    func nested(_ depth: Int) -> ViewNode {
        if depth == 0 { return Text("x").makeNode() }
        return depth % 2 == 0
            ? VStack { nested(depth - 1); Spacer() }.makeNode()
            : HStack { nested(depth - 1); Color.black }.makeNode()
    }

    @Test func measuringIsRememberedWithinAPass() {
        let measurer = CountingMeasurer()
        let engine = LayoutEngine(measurer: measurer)
        _ = engine.layout(nested(12), in: Rect(x: 0, y: 0, width: 800, height: 600))
        // Without the size cache each stack level triples the work: over 3^12 = 531441 calls.
        let calls = measurer.calls.withLock { $0 }
        #expect(calls > 0 && calls < 200)
    }

    @Test func measuringFromAnOverlayIsRememberedToo() {
        let measurer = CountingMeasurer()
        let tree = Color.white.overlayPreferenceValue(NamesKey.self) { _, context in
            let size = context.measure(nested(12), proposal: ProposedSize(width: 800, height: 600))
            Color.black.frame(width: size.width, height: size.height)
        }
        _ = LayoutEngine(measurer: measurer).layout(tree, in: Rect(x: 0, y: 0, width: 800, height: 600))
        // Measured apart from the tree, but still once per node and proposal (not 3^12 times).
        let calls = measurer.calls.withLock { $0 }
        #expect(calls > 0 && calls < 200)
    }
}
