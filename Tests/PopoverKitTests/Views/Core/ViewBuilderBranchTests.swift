import Testing
@testable import PopoverKit

/// A counter: its count is `@State`.
private struct BranchCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

/// The same view type in both branches of an `if`, a sibling after it, and a second `if`.
private struct Branches: View {
    @State var showsFirst = true

    var body: some View {
        VStack {
            if showsFirst {
                BranchCounter(name: "first")
            } else {
                BranchCounter(name: "second")
            }
            BranchCounter(name: "after")
            if showsFirst {
                BranchCounter(name: "optional")
            }
            Button("switch") { showsFirst.toggle() }
        }
    }
}

/// Two `if`s in one block, each with a counter: two places, not one.
private struct TwoIfs: View {
    @State var showsA = true

    var body: some View {
        VStack {
            if showsA { BranchCounter(name: "a") } else { Text("no a") }
            if true { BranchCounter(name: "b") } else { Text("no b") }
            Button("toggle a") { showsA.toggle() }
        }
    }
}

@MainActor
@Suite struct ViewBuilderBranchTests {
    let size = Size(width: 300, height: 300)

    @Test func eachBranchIsItsOwnPlaceAndSiblingsAfterKeepTheirs() throws {
        let runtime = ViewRuntime(root: Branches(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("first 0", in: runtime, at: 1)
        try tapText("after 0", in: runtime, at: 2)
        try tapText("optional 0", in: runtime, at: 3)
        #expect(drawnTexts(runtime) == ["first 1", "after 1", "optional 1", "switch"])
        // The else branch's counter starts from its initial value, as in SwiftUI.
        try tapText("switch", in: runtime, at: 4)
        #expect(drawnTexts(runtime) == ["second 0", "after 1", "switch"])
        try tapText("second 0", in: runtime, at: 5)
        // Back: the first branch's view left, so its state went with it.
        try tapText("switch", in: runtime, at: 6)
        #expect(drawnTexts(runtime) == ["first 0", "after 1", "optional 0", "switch"])
    }

    @Test func twoIfsInOneBlockAreTwoPlaces() throws {
        let runtime = ViewRuntime(root: TwoIfs(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("a 0", in: runtime, at: 1)
        try tapText("b 0", in: runtime, at: 2)
        try tapText("b 1", in: runtime, at: 3)
        #expect(drawnTexts(runtime) == ["a 1", "b 2", "toggle a"])
        try tapText("toggle a", in: runtime, at: 4)
        #expect(drawnTexts(runtime) == ["no a", "b 2", "toggle a"])
    }

    @Test func aBranchsIdentityNamesItsStatementAndItsBranch() {
        let node = VStack {
            Text("x")
            if Bool.random() || true { Text("y") } else { Text("z") }
        }
        let other = VStack {
            Text("x")
            if Bool.random() && false { Text("y") } else { Text("z") }
        }
        let result = testEngine.layout(node, in: Rect(x: 0, y: 0, width: 100, height: 100))
        let y = result.root.allNodes.first { if let runs = ($0.drawing as? TextDrawing)?.runs { runs.first?.text == "y" } else { false } }
        #expect(y?.identity.description == "/1/0")
        let z = testEngine.layout(other, in: Rect(x: 0, y: 0, width: 100, height: 100)).root.allNodes.first {
            if let runs = ($0.drawing as? TextDrawing)?.runs { runs.first?.text == "z" } else { false }
        }
        #expect(z?.identity.description == "/1/1")
    }
}
