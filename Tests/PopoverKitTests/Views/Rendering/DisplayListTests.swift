import Testing
@testable import PopoverKit

@Suite struct DisplayListTests {
    @Test func smallTreeEmitsOpacityShadowFillAndTextInOrder() {
        let tree = ZStack {
            RoundedRectangle(cornerRadius: 4).fill(.systemBlue).shadow(radius: 3, y: 2)
            Text("Hi").foregroundColor(.white)
        }
        .font(font10)
        .opacity(0.5)
        let list = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 100, height: 100)).displayList(background: .black)
        let shape = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 4)
        #expect(list.background == .black)
        #expect(list.items == [
            .pushOpacity(0.5),
            .shadow(shape, color: .black.opacity(0.33), radius: 3, offset: Point(x: 0, y: 2)),
            .fill(shape, Color.systemBlue.resolved(in: .light)),
            .text(TextRun(text: "Hi", font: font10, color: .white, origin: Point(x: 44, y: 44))),
            .popOpacity,
        ])
    }

    @Test func backgroundIsDrawnBehindAndOverlayInFront() {
        let tree = box(20, 10, .white)
            .background(Color.black.padding(-2))
            .overlay(Circle().fill(.systemBlue).frame(width: 4, height: 4), alignment: .topTrailing)
        let items = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 20, height: 10)).displayList().items
        #expect(items == [
            .fill(.rect(Rect(x: -2, y: -2, width: 24, height: 14)), .black),
            .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), .white),
            .fill(.ellipse(in: Rect(x: 16, y: 0, width: 4, height: 4)), Color.systemBlue.resolved(in: .light)),
        ])
    }

    @Test func clipAndUnfilledShapesUseTheFrameAndForeground() {
        let tree = Capsule().frame(width: 30, height: 10).foregroundColor(.white).clipped()
        let items = testEngine.layout(tree, in: Rect(x: 0, y: 0, width: 30, height: 10)).displayList().items
        #expect(items == [
            .pushClip(Rect(x: 0, y: 0, width: 30, height: 10)),
            .fill(.roundedRect(Rect(x: 0, y: 0, width: 30, height: 10), cornerRadius: 5), .white),
            .popClip,
        ])
    }

    @Test func shadowsOfTransparentFillsAreLeftOutAndGlassCastsOne() {
        let region = Rect(x: 0, y: 0, width: 10, height: 10)
        let tree = ZStack {
            Color.clear
            Rectangle().backdropBlur(radius: 8, tint: .white.opacity(0.2))
        }.shadow(color: .black, radius: 5)
        let items = testEngine.layout(tree, in: region).displayList().items
        #expect(items == [
            .shadow(.rect(region), color: .black, radius: 5, offset: .zero),
            .fill(.rect(region), .clear),
            .backdropBlur(.rect(region), radius: 8, tint: .white.opacity(0.2)),
        ])
    }
}
