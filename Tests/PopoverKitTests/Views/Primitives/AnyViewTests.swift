import Testing
@testable import PopoverKit

private struct ErasedCounter: View {
    @State private var count = 0

    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

/// `AnyView` erases a view's type and changes nothing else.
@MainActor
@Suite struct AnyViewTests {
    func badge(_ isWide: Bool) -> AnyView {
        isWide ? AnyView(Color.red.frame(width: 60, height: 10)) : AnyView(Text("small").font(font10))
    }

    @Test func anErasedViewLaysOutAsTheViewItWraps() {
        let result = testEngine.layout(VStack(spacing: 0) {
            badge(true).id("wide")
            badge(false).id("small")
        }, in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.frame(of: "wide")?.size == Size(width: 60, height: 10))
        #expect(result.frame(of: "small")?.size == Size(width: 30, height: 12))
    }

    @Test func anErasedChildKeepsItsState() throws {
        let runtime = ViewRuntime(root: VStack { AnyView(ErasedCounter()) }, size: Size(width: 200, height: 100),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("count 0", in: runtime, at: 1)
        try tapText("count 1", in: runtime, at: 2)
        #expect(drawnTexts(runtime) == ["count 2"])
    }
}
