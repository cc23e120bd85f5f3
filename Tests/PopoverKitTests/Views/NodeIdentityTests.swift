import Testing
@testable import PopoverKit

@Suite struct NodeIdentityTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 200)

    func buttonIdentity(showsBanner: Bool) -> NodeIdentity? {
        let tree = VStack {
            if showsBanner { Text("banner") }
            Button("OK") {}
        }
        return testEngine.layout(tree, in: bounds).focusableTargets.first?.identity
    }

    @Test func aConditionalSiblingDoesNotShiftIdentity() {
        #expect(buttonIdentity(showsBanner: false) == NodeIdentity([.index(1)]))
        #expect(buttonIdentity(showsBanner: true) == NodeIdentity([.index(1)]))
    }

    @Test func loopAndGroupChildrenGetAPathBelowTheirStatement() {
        let tree = VStack {
            Text("title")
            for i in 0..<2 { Button("\(i)") {} }
            Group { Button("x") {}.id("x") }
        }
        let identities = testEngine.layout(tree, in: bounds).focusableTargets.map(\.identity)
        #expect(identities == [
            NodeIdentity([.index(1), .index(0)]),
            NodeIdentity([.index(1), .index(1)]),
            NodeIdentity([.index(2), .explicit("x")]),
        ])
    }

    @Test func modifierContentIsOneLevelBelow() {
        let tree = Button("OK") {}.padding(4).id("card")
        let identity = testEngine.layout(tree, in: bounds).focusableTargets.first?.identity
        #expect(identity == NodeIdentity([.index(0)]))
        let nested = VStack { Text("t"); Button("OK") {}.padding(4).id("card") }
        #expect(testEngine.layout(nested, in: bounds).focusableTargets.first?.identity
            == NodeIdentity([.explicit("card"), .index(0)]))
    }
}

@Suite struct LaidOutNodeDescriptionTests {
    @Test func describesEachNodeOnAnIndentedLine() {
        let result = testEngine.layout(VStack(spacing: 0) {
            Text("hi").font(font10)
            Button("OK") {}.font(font10)
        }, in: Rect(x: 0, y: 0, width: 12, height: 24))
        #expect(result.root.debugDescription == """
            / (0.0, 0.0, 12.0x24.0)
              /0 (0.0, 0.0, 12.0x12.0)
                /0/0 (0.0, 0.0, 12.0x12.0) text "hi"
              /1 (0.0, 12.0, 12.0x12.0)
                /1/0 (0.0, 12.0, 12.0x12.0) control [button]
                  /1/0/0 (0.0, 12.0, 12.0x12.0) text "OK"
            """)
    }
}

@Suite struct ForEachTests {
    struct Item: Identifiable {
        let id: String
    }

    func identities(_ items: [Item]) -> [NodeIdentity] {
        let tree = VStack { ForEach(items) { item in Button(item.id) {} } }
        return testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 100, height: 100)).focusableTargets.map(\.identity)
    }

    @Test func elementsAreIdentifiedByTheirIDs() {
        let b = NodeIdentity([.index(0), .explicit("b")])
        #expect(identities([Item(id: "a"), Item(id: "b")]) == [NodeIdentity([.index(0), .explicit("a")]), b])
        #expect(identities([Item(id: "b")]) == [b])
    }
}
