import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
@testable import DemoApp

@MainActor
@Suite struct ArrowTipDetectorTests {
    /// The largest distance (in pixels) between the detected and true tips over seeded bubbles
    /// with a shadow, on `background` (the detector told it, or sampling it when `tellBackground`
    /// is false), searched in a window `margin` beyond the arrow, with `extra` scene items beneath.
    func maxError(edge: Edge, scale: Double, count: Int, seed: UInt64, background: Color = .white,
                  tellBackground: Bool = false, margin: Double = 2,
                  extra: (TestBubble) -> [DisplayItem] = { _ in [] }) -> Double {
        var random = SplitMix64(seed: seed)
        var worst = 0.0
        for _ in 0..<count {
            let bubble = TestBubble.random(edge: edge, using: &random)
            let frame = bubble.render(scale: scale, background: background, beneath: extra(bubble))
            let detector = ArrowTipDetector(fill: TestBubble.fill, background: tellBackground ? background : nil, scale: scale)
            let window = ArrowTipDetector.searchWindow(body: bubble.shape.body, edge: edge, arrowHeight: 9, margin: margin)
            guard let tip = detector.detectTip(in: frame, edge: edge, window: window) else { return .infinity }
            worst = max(worst, tip.distance(to: bubble.shape.arrow!.tip) * scale)
        }
        return worst
    }

    @Test(arguments: Edge.allCases) func quarterPixelAtScaleTwo(edge: Edge) {
        let error = maxError(edge: edge, scale: 2, count: 30, seed: 7)
        #expect(error < 0.25)
    }

    @Test(arguments: Edge.allCases) func quarterPixelAtScaleOne(edge: Edge) {
        let error = maxError(edge: edge, scale: 1, count: 30, seed: 11)
        #expect(error < 0.25)
    }

    @Test(arguments: Edge.allCases) func sampledGrayishBackground(edge: Edge) {
        // The grouped background (#F2F2F7) sampled from the window, not given.
        #expect(maxError(edge: edge, scale: 2, count: 10, seed: 5, background: .secondarySystemBackground) < 0.25)
        #expect(maxError(edge: edge, scale: 2, count: 10, seed: 5, background: .secondarySystemBackground,
                         tellBackground: true) < 0.25)
    }

    /// An anchor in nearly the bubble's blue, 3 pt beyond the tip and inside a window reaching 8 pt
    /// past it: the empty rows of the gap separate it from the arrow.
    @Test(arguments: [1.0, 2.0]) func anchorBeyondTheGapIsIgnored(scale: Double) {
        let error = maxError(edge: .bottom, scale: scale, count: 10, seed: 9, margin: 8) { bubble in
            let tip = bubble.shape.arrow!.tip
            return [.fill(.rect(Rect(x: tip.x - 30, y: tip.y + 3, width: 60, height: 20)), Color(hex: 0x007AFF))]
        }
        #expect(error < 0.25)
    }

    /// Another bubble's blue body beside the arrow, in the arrow's rows but not touching this
    /// bubble, is not counted as part of the arrow.
    @Test(arguments: [1.0, 2.0]) func neighbourBesideTheArrowIsIgnored(scale: Double) {
        let error = maxError(edge: .bottom, scale: scale, count: 10, seed: 13) { bubble in
            let tip = bubble.shape.arrow!.tip
            return [.fill(.roundedRect(Rect(x: tip.x + 25, y: bubble.shape.body.maxY + 3, width: 40, height: 30),
                                       cornerRadius: 6), TestBubble.fill)]
        }
        #expect(error < 0.25)
    }

    @Test func bubbleWithoutArrowHasNoTip() {
        var random = SplitMix64(seed: 1)
        var bubble = TestBubble.random(edge: .bottom, using: &random)
        bubble.shape.arrow = nil
        let window = ArrowTipDetector.searchWindow(body: bubble.shape.body, edge: .bottom, arrowHeight: 9)
        #expect(ArrowTipDetector(fill: TestBubble.fill, scale: 2).detectTip(in: bubble.render(scale: 2), edge: .bottom, window: window) == nil)
        // Nor in an empty frame.
        #expect(ArrowTipDetector(fill: TestBubble.fill, scale: 2)
            .detectTip(in: PixelBuffer(width: 800, height: 640), edge: .bottom, window: window) == nil)
    }

    @Test func searchWindowSpansTheEdgeStripAndTheArrow() {
        let body = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(ArrowTipDetector.searchWindow(body: body, edge: .bottom, arrowHeight: 9) == Rect(x: 10, y: 68, width: 100, height: 13))
        #expect(ArrowTipDetector.searchWindow(body: body, edge: .top, arrowHeight: 9) == Rect(x: 10, y: 9, width: 100, height: 13))
        #expect(ArrowTipDetector.searchWindow(body: body, edge: .leading, arrowHeight: 9) == Rect(x: -1, y: 20, width: 13, height: 50))
        #expect(ArrowTipDetector.searchWindow(body: body, edge: .trailing, arrowHeight: 9) == Rect(x: 108, y: 20, width: 13, height: 50))
    }
}
