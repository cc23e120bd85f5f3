import PopoverKit
import PopoverSDL
import Testing
@testable import DemoApp

@MainActor
@Suite struct ArrowTipDetectorTests {
    /// The largest distance (in pixels) between the detected and true tips over seeded bubbles.
    func maxError(edge: Edge, scale: Double, count: Int, seed: UInt64) -> Double {
        var random = SeededRandom(seed: seed)
        var worst = 0.0
        for _ in 0..<count {
            let bubble = TestBubble.random(edge: edge, using: &random)
            let frame = bubble.render(scale: scale)
            let detector = ArrowTipDetector(fill: TestBubble.fill, scale: scale)
            let window = ArrowTipDetector.searchWindow(body: bubble.shape.body, edge: edge, arrowHeight: 9)
            guard let tip = detector.detectTip(in: frame, edge: edge, window: window) else { return .infinity }
            worst = max(worst, tip.distance(to: bubble.shape.arrow!.tip) * scale)
        }
        return worst
    }

    @Test(arguments: Edge.allCases) func quarterPixelAtScaleTwo(edge: Edge) {
        let error = maxError(edge: edge, scale: 2, count: 40, seed: 7)
        print("scale 2 \(edge): \(error)")
        #expect(error < 0.25)
    }

    @Test(arguments: Edge.allCases) func quarterPixelAtScaleOne(edge: Edge) {
        let error = maxError(edge: edge, scale: 1, count: 40, seed: 11)
        print("scale 1 \(edge): \(error)")
        #expect(error < 0.25)
    }
}
