import Testing
@testable import PopoverKit

/// Modifiers keep their content and decoration inline, and laid-out nodes their only child:
/// the children they report must still be the ones they were given, in order.
@Suite struct NodeChildrenTests {
    @Test func aModifierReportsItsContentThenItsDecoration() {
        let content = Text("a").makeNode()
        let decoration = Color.black.makeNode()
        let decorated = content.background(decoration)
        #expect(decorated.children.count == 2)
        #expect(decorated.children[0].isSameNode(as: decorated.content))
        #expect(decorated.content.isSameNode(as: content))
        #expect(decorated.decoration.isSameNode(as: decoration))
        var visited: [ViewNode] = []
        decorated.forEachChild { visited.append($0) }
        #expect(visited.count == 2 && visited[0].isSameNode(as: content) && visited[1].isSameNode(as: decoration))
        let padded = content.padding(4)
        #expect(padded.children.count == 1 && padded.children[0].isSameNode(as: content))
    }

    @Test func aContainerReportsItsChildrenAndALeafNone() {
        let stack = VStack { Text("a"); Text("b"); Color.black }.makeNode()
        #expect(stack.children.count == 3)
        var count = 0
        stack.forEachChild { _ in count += 1 }
        #expect(count == 3)
        #expect(Text("a").makeNode().children.isEmpty)
    }

    @Test func aModifierOnAGroupStillWrapsEachOfItsViews() {
        // Two texts of 1 character (6 x 12 at 10 pt), each padded by 2: 10 x 16, stacked with 0 gap.
        let tree = VStack(spacing: 0) {
            Group { Text("a"); Text("b") }.padding(2)
        }.font(font10)
        let result = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 100, height: 100))
        let stack = result.root.children[0]
        #expect(stack.children.count == 2)
        #expect(stack.children.map(\.frame.size) == [Size(width: 10, height: 16), Size(width: 10, height: 16)])
        #expect(stack.children.map { $0.children.count } == [1, 1])
    }

    @Test func laidOutNodesWalkTheirChildrenInPaintOrder() {
        let tree = Color.black.frame(width: 10, height: 10).background(Color.white).padding(1)
        let root = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 40, height: 40)).root
        // padding > background > [white (behind), frame > black].
        #expect(root.children.count == 1)
        let background = root.children[0]
        #expect(background.children.count == 2)
        var order: [Int] = []
        background.forEachChild { child in order.append(child.children.count); return true }
        #expect(order == [0, 1])
        #expect(root.allNodes.count == 5)
        var visits = 0
        #expect(root.forEachNode { _ in visits += 1; return visits < 3 } == false)
        #expect(visits == 3)
    }
}
