import Testing
@testable import PopoverKit

/// A modifier written the way the architecture asks for a new one: one type for its sizing and
/// placing, one for its drawing, nothing anywhere else. It insets its content by `inset` on
/// each side, fills its frame behind the content, clips the content's hits to the inset
/// rectangle, and takes taps.
struct MatModifier: ModifierKind {
    let inset: Double
    let color: Color
    let action: () -> Void

    func size(_ sizer: NodeSizer) -> Size {
        let inner = sizer.contentSize(sizer.proposal.inset(by: EdgeInsets(.all, inset)))
        return Size(width: inner.width + 2 * inset, height: inner.height + 2 * inset)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let inner = placer.frame.inset(by: EdgeInsets(.all, inset))
        return placer.wrapper(placer.content(in: inner, proposal: placer.proposal.inset(by: EdgeInsets(.all, inset))),
                              drawing: MatDrawing(color: color, inner: inner), interaction: .tap(action: action))
    }
}

struct MatDrawing: NodeDrawing {
    let color: Color
    let inner: Rect

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.fill(.rect(node.frame), color))
        list.drawChildren(of: node)
    }

    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool {
        limits.clip(to: inner)
        return true
    }

    var label: String { "mat" }
}

@Suite struct NodeKindTests {
    @Test func aKindInOneTypeSizesPlacesDrawsAndLimitsHits() {
        let tree = ViewNode(modifier: MatModifier(inset: 5, color: .black, action: {}),
                            content: box(20, 10, .white).onTapGesture {})
        let result = testEngine.layout(tree.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                                       in: Rect(x: 0, y: 0, width: 100, height: 100))
        // Sized by the kind: the content and the inset around it.
        let mat = try! #require(result.root.firstNode { $0.drawing is MatDrawing })
        #expect(mat.frame == Rect(x: 0, y: 0, width: 30, height: 20))
        // Drawn by its drawing: the mat, then the content placed inside the inset.
        #expect(result.displayList().items == [
            .fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), .black),
            .fill(.rect(Rect(x: 5, y: 5, width: 20, height: 10)), .white),
        ])
        // Its tap target and the content's, both limited to the inset rectangle.
        #expect(result.hitTest(Point(x: 10, y: 10)).map(\.frame) == [Rect(x: 5, y: 5, width: 20, height: 10),
                                                                     Rect(x: 0, y: 0, width: 30, height: 20)])
        #expect(result.hitTest(Point(x: 2, y: 2)).isEmpty)
        #expect(result.root.debugDescription.contains(" mat [tap]"))
    }
}
