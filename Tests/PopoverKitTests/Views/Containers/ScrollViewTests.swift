import Testing
@testable import PopoverKit

/// `ScrollView` and the lazy stacks: what they offer their content, where they draw it, and
/// that what is scrolled out of view takes no input.
@MainActor
@Suite struct ScrollViewTests {
    /// Ten 50 pt buttons in a 100 pt tall scroll view at the top of a 200 × 300 window.
    private struct TenButtons: View {
        @State var tapped: [Int] = []

        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { index in
                            Button("B\(index)") { tapped.append(index) }
                                .frame(width: 200, height: 50)
                        }
                    }
                }
                .frame(height: 100)
                Spacer()
            }
        }
    }

    @Test func itTakesTheSpaceOfferedAndOffersItsContentUnlimitedLength() {
        var offered: [ProposedSize] = []
        let probe = ViewNode(ProposalProbe { offered.append($0) })
        let result = testEngine.layout(ScrollView { probe }, in: Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(offered.contains(ProposedSize(width: 200, height: nil)))
        #expect(!offered.contains { $0.height != nil })
        offered = []
        _ = testEngine.layout(ScrollView(.horizontal) { probe }, in: Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(!offered.isEmpty && !offered.contains { $0.width != nil })
    }

    @Test func contentIsClippedToTheScrollViewAndNarrowContentIsCentered() {
        let result = testEngine.layout(ScrollView { box(100, 1000) }, in: Rect(x: 0, y: 0, width: 200, height: 300))
        let items = result.displayList().items
        #expect(items.first == .pushClip(Rect(x: 0, y: 0, width: 200, height: 300)))
        let fill = result.root.allNodes.first { $0.drawing is FillDrawing }
        #expect(fill?.frame == Rect(x: 50, y: 0, width: 100, height: 1000))
    }

    @Test func contentScrolledOutOfViewTakesNoTaps() throws {
        let view = TenButtons()
        let runtime = ViewRuntime(root: view, size: Size(width: 200, height: 300), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        // B3 is laid out at y 150...200, below the 100 pt viewport: a press there reaches nothing.
        #expect(runtime.lastLayout!.hitTest(Point(x: 100, y: 175)).isEmpty)
        try tapText("B1", in: runtime, at: 1)
        #expect(view.tapped == [1])
        // Scrolled by 120 (wheel): B0 and B1 are above the viewport, B2 shows at 0...30.
        runtime.handle(.pointerMove(Point(x: 100, y: 50)), at: 2)
        runtime.handle(.wheel(dx: 0, dy: 120), at: 2)
        runtime.layout(at: 2.1)
        #expect(runtime.lastLayout!.hitTest(Point(x: 100, y: -10)).isEmpty)
        try tapText("B3", in: runtime, at: 3)
        let b2 = try #require(runtime.lastLayout!.root.allNodes.first { node in
            (node.drawing as? TextDrawing)?.runs.first?.text == "B2"
        })
        #expect(b2.frame.midY == 100 - 120 + 25)
        runtime.handle(.pointerDown(Point(x: 100, y: 10), .primary), at: 4)
        runtime.handle(.pointerUp(Point(x: 100, y: 10), .primary), at: 4.05)
        #expect(view.tapped == [1, 3, 2])
    }

    @Test func aScrollViewWithoutAStoreStaysAtTheTop() {
        let result = testEngine.layout(ScrollView { box(100, 1000) }, in: Rect(x: 0, y: 0, width: 100, height: 300))
        #expect(result.root.allNodes.first { $0.drawing is FillDrawing }?.frame.minY == 0)
    }

    @Test func lazyStacksLayOutAsStacks() {
        let size = Size(width: 300, height: 300)
        let lazy = testEngine.layout(LazyVStack(alignment: .leading, spacing: 12) { box(50, 20); box(80, 20) }, in: Rect(origin: .zero, size: size))
        let plain = testEngine.layout(VStack(alignment: .leading, spacing: 12) { box(50, 20); box(80, 20) }, in: Rect(origin: .zero, size: size))
        #expect(lazy.root.allNodes.map(\.frame) == plain.root.allNodes.map(\.frame))
        let lazyH = testEngine.layout(LazyHStack(alignment: .top, spacing: 3) { box(50, 20); box(80, 40) }, in: Rect(origin: .zero, size: size))
        let plainH = testEngine.layout(HStack(alignment: .top, spacing: 3) { box(50, 20); box(80, 40) }, in: Rect(origin: .zero, size: size))
        #expect(lazyH.root.allNodes.map(\.frame) == plainH.root.allNodes.map(\.frame))
    }
}

/// A leaf that reports each proposal it is offered and takes 50 × 50 (or what is offered).
private struct ProposalProbe: NodeKind {
    let report: (ProposedSize) -> Void

    func size(_ sizer: NodeSizer) -> Size {
        report(sizer.proposal)
        return Size(width: min(sizer.proposal.width ?? 50, 50), height: min(sizer.proposal.height ?? 50, 50))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode { placer.leaf() }
}
