import Testing
@testable import PopoverKit

/// A `GeometryReader` takes the space offered and hands its size to its content, which it puts
/// at its top-leading corner.
@Suite struct GeometryReaderTests {
    @Test func theReaderFillsTheOfferAndItsContentSitsTopLeading() {
        let result = testEngine.layout(VStack(spacing: 0) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10).id("half")
            }.id("reader")
            Color.blue.frame(height: 20)
        }.padding(10), in: Rect(x: 0, y: 0, width: 220, height: 120))
        #expect(result.frame(of: "reader") == Rect(x: 10, y: 10, width: 200, height: 80))
        #expect(result.frame(of: "half") == Rect(x: 10, y: 10, width: 100, height: 10))
    }

    @Test func theProxyGivesTheFrameLocallyAndInTheWindow() {
        var local = CGRect.zero, global = CGRect.zero
        _ = testEngine.layout(GeometryReader { proxy in
            local = proxy.frame(in: .local)
            global = proxy.frame(in: .global)
            return [Color.clear.makeNode()]
        }.frame(width: 50, height: 30).padding(15), in: Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(local == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(global == CGRect(x: 15, y: 15, width: 50, height: 30))
    }

    @Test func offeredNothingItIsTenByTen() {
        #expect(testEngine.sizeThatFits(GeometryReader { _ in Text("x") }, proposal: .unspecified)
            == Size(width: 10, height: 10))
    }
}
