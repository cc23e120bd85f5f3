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

    /// The README: `.id(_:)` is part of a view's place. So two ids are two places, with or
    /// without a modifier between the id and the view, the id shows in the place's path, and
    /// the same id gives the same place on every layout.
    @Test func anExplicitIdIsPartOfThePlace() {
        func identity(_ id: String, padded: Bool, atRoot: Bool) -> NodeIdentity? {
            let button: ViewNode = padded ? Button("OK") {}.padding(4).id(id) : Button("OK") {}.id(id)
            let tree: ViewNode = atRoot ? button : VStack { Text("t"); button }.makeNode()
            return testEngine.layout(tree, in: bounds).focusableTargets.first?.identity
        }
        for padded in [false, true] { for atRoot in [false, true] {
            let card = identity("card", padded: padded, atRoot: atRoot), deck = identity("deck", padded: padded, atRoot: atRoot)
            #expect(card != nil && deck != nil && card != deck, "padded: \(padded), at the root: \(atRoot)")
            #expect(card?.components.contains(.explicit("card")) == true, "padded: \(padded), at the root: \(atRoot)")
            #expect(identity("card", padded: padded, atRoot: atRoot) == card)
        } }
    }
}

@Suite struct LaidOutNodeDescriptionTests {
    /// The description has one line per node of the tree, depth first, indented by depth and
    /// starting with that node's own identity and frame; each names what its node draws and
    /// what it reacts to.
    @Test func describesEachNodeOnAnIndentedLine() {
        let result = testEngine.layout(VStack(spacing: 4) {
            Text("hi").font(font10)
            HStack { Button("OK") {}.font(font10); Button("No") {}.font(font10).disabled(true) }
        }, in: Rect(x: 0, y: 0, width: 80, height: 60))
        var walked: [(depth: Int, node: LaidOutNode)] = []
        func walk(_ node: LaidOutNode, depth: Int) {
            walked.append((depth, node))
            node.children.forEach { walk($0, depth: depth + 1) }
        }
        walk(result.root, depth: 0)
        let lines = result.root.debugDescription.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == walked.count)
        for (line, entry) in zip(lines, walked) {
            let indent = String(repeating: "  ", count: entry.depth)
            #expect(line.hasPrefix(indent + "\(entry.node.identity) \(entry.node.frame)") && !line.hasPrefix(indent + " "), "\(line)")
        }
        #expect(lines.filter { $0.hasSuffix("text \"hi\"") }.count == 1)
        #expect(lines.filter { $0.hasSuffix("[button]") }.count == 1)
        #expect(lines.filter { $0.hasSuffix("[button, disabled]") }.count == 1)
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
