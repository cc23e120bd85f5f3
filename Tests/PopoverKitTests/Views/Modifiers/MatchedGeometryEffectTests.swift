import Testing
@testable import PopoverKit

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

@MainActor
@Suite struct MatchedGeometryEffectTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 200)

    func frame(of id: String, in result: LayoutResult) throws -> Rect {
        try #require(result.frame(of: id))
    }


    func matchedView(_ node: ViewNode) -> ViewNode { node }

    /// A source at a known place, and a matched view later in a ZStack.
    func scene(_ ns: Namespace.ID, properties: MatchedGeometryProperties, anchor: UnitPoint,
               sourceAnchor: UnitPoint) -> ViewNode {
        ZStack {
            box(40, 20)
                .matchedGeometryEffect(id: "a", in: ns, anchor: sourceAnchor)
                .id("source")
                .position(x: 50, y: 60)
            matchedView(properties == .position ? box(10, 10, red) : red.makeNode())
                .matchedGeometryEffect(id: "a", in: ns, properties: properties, anchor: anchor, isSource: false)
                .id("matched")
        }
        .makeNode()
    }

    @Test func positionPutsTheViewsAnchorOnTheSourcesAnchor() throws {
        let ns = Namespace().wrappedValue
        let result = testEngine.layout(scene(ns, properties: .position, anchor: .bottom, sourceAnchor: .top), in: bounds)
        let source = try frame(of: "source", in: result)
        #expect(source == Rect(x: 30, y: 50, width: 40, height: 20))
        // The matched view's bottom center on the source's top center, at its own size.
        #expect(try frame(of: "matched", in: result) == Rect(x: 45, y: 40, width: 10, height: 10))
    }

    @Test func frameTakesTheSourcesSizeAndPlace() throws {
        let ns = Namespace().wrappedValue
        let result = testEngine.layout(scene(ns, properties: .frame, anchor: .center, sourceAnchor: .center), in: bounds)
        // A color takes the size proposed, the source's.
        #expect(try frame(of: "matched", in: result) == Rect(x: 30, y: 50, width: 40, height: 20))
    }

    @Test func anotherNamespaceOrIdLeavesTheViewWhereItIs() throws {
        let ns = Namespace().wrappedValue
        let node = ZStack {
            box(40, 20).matchedGeometryEffect(id: "a", in: ns).position(x: 50, y: 60)
            box(10, 10, red).matchedGeometryEffect(id: "a", in: Namespace().wrappedValue, properties: .position,
                                                    isSource: false)
            box(10, 10, blue).matchedGeometryEffect(id: "b", in: ns, properties: .position, isSource: false)
        }
        let result = testEngine.layout(node, in: bounds)
        let fills = result.root.allNodes.filter { if let c = ($0.drawing as? FillDrawing)?.color { c != .black } else { false } }
        #expect(fills.map(\.frame) == [Rect(x: 95, y: 95, width: 10, height: 10), Rect(x: 95, y: 95, width: 10, height: 10)])
    }

    @Test func aViewPlacedBeforeItsSourceFollowsTheLastFrames() throws {
        let ns = Namespace().wrappedValue
        let node = ZStack {
            box(10, 10, red).matchedGeometryEffect(id: "a", in: ns, properties: .position, isSource: false)
            box(40, 20).matchedGeometryEffect(id: "a", in: ns).position(x: 50, y: 60)
        }
        let runtime = ViewRuntime(root: node, size: bounds.size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        runtime.layout(at: 1 / 60.0)
        let matched = try #require(runtime.lastLayout!.root.allNodes.first { if let c = ($0.drawing as? FillDrawing)?.color { c == red } else { false } })
        #expect(matched.frame == Rect(x: 45, y: 55, width: 10, height: 10))
    }
}
