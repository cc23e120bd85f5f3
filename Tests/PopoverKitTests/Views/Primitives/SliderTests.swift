import Testing
@testable import PopoverKit

/// `Slider` is a tinted track with a white thumb; dragging on it sets the value, snapped to its step.
@Suite struct SliderTests {
    let bounds = Rect(x: 0, y: 0, width: 227, height: 100)

    @Test func itIsAsWideAsOfferedAndTwentyEightTall() {
        let slider = Slider(value: .constant(0.5))
        #expect(testEngine.sizeThatFits(slider, proposal: ProposedSize(width: 227, height: 100))
            == Size(width: 227, height: 28))
    }

    @Test func theFilledPartReachesTheThumbAtTheValue() throws {
        // 227 wide: the thumb's center runs over 200 pt, from 13.5 to 213.5.
        let items = testEngine.layout(Slider(value: .constant(25.0), in: 0...100).tint(.green), in: bounds)
            .displayList().items
        let fills = items.compactMap { if case .fill(let path, let color) = $0, color.alpha > 0 { (path, color) } else { nil } }
        try #require(fills.count == 5)
        #expect(fills[1].1 == Color.green.resolved(in: .light))
        let done = try #require(ClipDrawing.bounds(of: fills[1].0))
        #expect(abs(done.maxX - (13.5 + 50)) < 1e-6)
        let thumb = try #require(ClipDrawing.bounds(of: fills[4].0))
        #expect(abs(thumb.midX - 63.5) < 1e-6 && thumb.width == 27)
        #expect(fills[4].1 == .white)
    }

    @Test func draggingSetsTheValueSnappedToTheStep() throws {
        var value = 0.0
        var editing: [Bool] = []
        let binding = Binding(get: { value }, set: { value = $0 })
        let slider = Slider(value: binding, in: 0...100, step: 10) { editing.append($0) }
        let result = testEngine.layout(slider, in: bounds)
        let target = try #require(result.hitTest(Point(x: 100, y: 50)).first)
        let start = Point(x: 100, y: 50)
        target.send(DragEvent(phase: .began, startLocation: start, location: start))
        // (100 - 13.5) / 200 = 43% → 40 with a step of 10.
        #expect(value == 40)
        target.send(DragEvent(phase: .changed, startLocation: start, location: Point(x: 300, y: 50)))
        #expect(value == 100)
        target.send(DragEvent(phase: .ended, startLocation: start, location: Point(x: -5, y: 50)))
        #expect(value == 0)
        #expect(editing == [true, false])
    }

    @Test func valueLabelsSitAtTheEnds() throws {
        let slider = Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("1")
        }
        let result = testEngine.layout(slider.font(font10), in: bounds)
        let texts = result.root.allNodes.filter { $0.drawing is TextDrawing }
        // The label itself is not drawn, as on iOS.
        #expect(texts.count == 2)
        #expect(texts[0].frame.minX == 0 && texts[1].frame.maxX == 227)
    }
}
