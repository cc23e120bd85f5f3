import Testing
@testable import PopoverKit

/// An engine with a text layout cache hands its identity paths from one pass to the next:
/// what a pass remembered on them must never leak into a later pass's answers.
@Suite struct PathReuseTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 120)

    /// Rows by id, each a text of the row's width, with a measured overlay.
    func tree(ids: [Int], width: Double, label: String) -> ViewNode {
        VStack(spacing: 2) {
            Text(label).font(font10)
            ForEach(ids, id: \.self) { id in
                HStack(spacing: 0) {
                    Text(String(repeating: "w", count: id % 7 + 1)).font(font10)
                    Spacer()
                    Color.black.frame(width: width / Double(id + 2), height: 4)
                }
            }
        }
        .overlayPreferenceValue(NamesKey.self) { _, context in
            let size = context.measure(Text(label).font(font10).padding(3), proposal: ProposedSize(width: width, height: nil))
            Color.systemBlue.frame(width: size.width, height: size.height)
        }
        .frame(width: width)
        .makeNode()
    }

    func identities(_ result: LayoutResult) -> [NodeIdentity] {
        result.root.allNodes.map(\.identity)
    }

    @Test func laterPassesGiveWhatAFreshEngineGives() {
        let reusing = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), textLayoutCache: TextLayoutCache())
        let trees = [
            tree(ids: [1, 2, 3], width: 180, label: "first label"),
            tree(ids: [1, 2, 3], width: 180, label: "first label"),
            // Same paths, other widths: every size remembered for 180 is stale.
            tree(ids: [1, 2, 3], width: 90, label: "first label"),
            // Other text at the same path, rows gone and rows new.
            tree(ids: [3, 5], width: 90, label: "a longer second label"),
            tree(ids: [], width: 150, label: "x"),
            tree(ids: [5, 1, 2, 3, 4], width: 150, label: "first label"),
        ]
        for tree in trees {
            let reused = reusing.layout(tree, in: bounds)
            let fresh = testEngine.layout(tree, in: bounds)
            #expect(reused.displayList() == fresh.displayList())
            #expect(identities(reused) == identities(fresh))
            #expect(reusing.sizeThatFits(tree, proposal: .unspecified) == testEngine.sizeThatFits(tree, proposal: .unspecified))
        }
    }

    @Test func aTextLaidOutAtMoreWidthsThanAPathKeepsIsStillRight() {
        let reusing = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), textLayoutCache: TextLayoutCache())
        // More widths at one path than the layouts a path keeps, then some of them again.
        let widths = (0..<(NodeMemo.textCapacity + 3)).map { 30 + 5 * Double($0) }
        for width in widths + [30, 80, 45] + widths.reversed() {
            let tree = HStack(spacing: 0) { Text("one two three four").font(font10); Spacer() }.frame(width: width)
            let reused = reusing.layout(tree, in: bounds).displayList()
            #expect(reused == testEngine.layout(tree, in: bounds).displayList())
        }
        // "one two three four" at 45 points: lines of at most 7 characters of 6 points,
        // "one two", "three", "four": 42 wide, 3 lines of 12.
        let narrow = reusing.layout(Text("one two three four").font(font10).frame(width: 45), in: bounds)
        #expect(narrow.root.children[0].frame.size == Size(width: 42, height: 36))
    }

    @Test func aPassReusesTheLastPassPaths() {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), textLayoutCache: TextLayoutCache())
        let first = engine.layout(tree(ids: [1, 2], width: 100, label: "a"), in: bounds)
        let second = engine.layout(tree(ids: [1, 2], width: 120, label: "b"), in: bounds)
        let firstRow = first.node(withID: 2)
        let secondRow = second.node(withID: 2)
        #expect(firstRow != nil)
        #expect(firstRow?.path === secondRow?.path)
        // Without a cache each pass has paths of its own.
        #expect(testEngine.layout(tree(ids: [2], width: 100, label: "a"), in: bounds).node(withID: 2)?.path
            !== testEngine.layout(tree(ids: [2], width: 100, label: "a"), in: bounds).node(withID: 2)?.path)
    }

    @Test func pathsAPassDidNotReachAreDropped() {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), textLayoutCache: TextLayoutCache())
        weak var goneRow: IdentityPath?
        weak var keptRow: IdentityPath?
        do {
            let result = engine.layout(tree(ids: [1, 2], width: 100, label: "a"), in: bounds)
            goneRow = result.node(withID: 1)?.path
            keptRow = result.node(withID: 2)?.path
        }
        let later = engine.layout(tree(ids: [2], width: 100, label: "a"), in: bounds)
        #expect(goneRow == nil)
        #expect(keptRow != nil)
        #expect(later.node(withID: 2)?.path === keptRow)
    }

    @Test func theKeptPathsHoldNoViewOfAFinishedPass() {
        final class Token {}
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), textLayoutCache: TextLayoutCache())
        weak var captured: Token?
        do {
            let token = Token()
            captured = token
            let tree = VStack {
                Text("tap").font(font10).onTapGesture { _ = token }
                EnvironmentReader { _ in Text("read").font(font10).onTapGesture { _ = token } }
            }
            _ = engine.layout(tree, in: bounds)
        }
        #expect(captured == nil)
    }

    @Test func aLayoutDuringALayoutGetsPathsOfItsOwn() {
        /// Lays `inner` out with the engine while the outer pass is running.
        final class InnerLayout {
            let engine: LayoutEngine
            let inner: ViewNode
            var list: DisplayList?
            init(engine: LayoutEngine, inner: ViewNode) { self.engine = engine; self.inner = inner }
            func run(in bounds: Rect) -> String {
                list = engine.layout(inner, in: bounds).displayList()
                return "after"
            }
        }
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), textLayoutCache: TextLayoutCache())
        let inner = InnerLayout(engine: engine, inner: tree(ids: [4, 6], width: 80, label: "inner"))
        let bounds = bounds
        let outer = VStack {
            Text("outer label").font(font10)
            EnvironmentReader { _ in
                let label = inner.run(in: bounds)
                Text(label).font(font10)
            }
        }
        let result = engine.layout(outer, in: bounds)
        #expect(inner.list != nil)
        #expect(inner.list == testEngine.layout(inner.inner, in: bounds).displayList())
        #expect(result.displayList() == testEngine.layout(outer, in: bounds).displayList())
        #expect(engine.layout(outer, in: bounds).displayList() == result.displayList())
    }
}
