import Testing
@testable import PopoverKit

private struct DetentSheet: View {
    @State var isShown = false
    let detents: Set<PresentationDetent>

    var body: some View {
        Button("Show") { isShown = true }
            .sheet(isPresented: $isShown) {
                Text("Half")
                    .presentationDetents(detents)
            }
    }
}

/// `.presentationDetents` sets the sheet's height: the lowest detent asked for.
@MainActor
@Suite struct PresentationDetentsTests {
    let size = Size(width: 390, height: 844)

    func card(_ detents: Set<PresentationDetent>) throws -> Rect {
        let runtime = ViewRuntime(root: DetentSheet(detents: detents), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("Show", in: runtime, at: 1)
        runtime.layout(at: 3)
        return try #require(frame(ofIDPrefixed: "modal:", in: runtime))
    }

    @Test func theSheetStandsAtItsLowestDetent() throws {
        #expect(try card([.medium, .large]) == Rect(x: 0, y: 422, width: 390, height: 422))
        #expect(try card([.height(200)]) == Rect(x: 0, y: 644, width: 390, height: 200))
        #expect(try card([.fraction(0.25), .large]) == Rect(x: 0, y: 633, width: 390, height: 211))
    }

    @Test func largeOrNoneIsThePageSheet() throws {
        #expect(try card([.large]) == Rect(x: 0, y: 10, width: 390, height: 834))
        #expect(try card([]) == Rect(x: 0, y: 10, width: 390, height: 834))
    }
}
