import Testing
@testable import PopoverKit

/// Shows whether its namespace stayed the one it first had.
private struct NamespaceHolder: View {
    @Namespace private var ns
    @State private var first: Namespace.ID?
    @State private var taps = 0

    var body: some View {
        Button(first == nil ? "unset" : (first == ns ? "same \(taps)" : "changed")) {
            if first == nil { first = ns }
            taps += 1
        }
    }
}

@MainActor
@Suite struct NamespaceTests {
    @Test func aViewsNamespaceIsKeptWhileItStays() throws {
        let runtime = ViewRuntime(root: VStack { NamespaceHolder() }, size: Size(width: 200, height: 100),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("unset", in: runtime, at: 1)
        try tapText("same 1", in: runtime, at: 2)
        #expect(drawnTexts(runtime) == ["same 2"])
    }

    @Test func namespacesMadeApartDiffer() {
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
        let ns = Namespace()
        #expect(ns.wrappedValue == ns.wrappedValue)
    }
}
