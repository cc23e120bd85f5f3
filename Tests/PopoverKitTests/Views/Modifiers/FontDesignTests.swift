import Testing
@testable import PopoverKit

@Suite struct FontDesignTests {
    func font(_ view: some View) -> Font? {
        testEngine.layout(view, in: Rect(x: 0, y: 0, width: 200, height: 100)).displayList().items.compactMap {
            if case .text(let run) = $0 { run.font } else { nil }
        }.first
    }

    @Test func theDesignAppliesToTextBeneathWhateverTheFont() {
        #expect(font(Text("A").font(font10).fontDesign(.serif)) == Font(size: 10, design: .serif))
        #expect(font(VStack { Text("A").font(font10) }.fontDesign(.monospaced)) == Font(size: 10, design: .monospaced))
        #expect(font(Text("A").fontWeight(.semibold).fontDesign(.serif)) == Font(size: 17, weight: .semibold, design: .serif))
    }

    @Test func roundedAndDefaultAreTheProportionalFace() {
        #expect(font(Text("A").font(font10).fontDesign(.rounded)) == font10)
        #expect(font(Text("A").font(Font(size: 10, design: .serif)).fontDesign(.default)) == font10)
    }
}
