import PopoverKit
import Testing
@testable import PopoverRender

/// Gradients are filled pixel by pixel: smooth, translucent colors included, under transforms.
@MainActor
@Suite struct GradientPixelTests {
    static let size = Size(width: 20, height: 100)

    /// The red level of each row's middle pixel, top to bottom.
    static func column(_ frame: PixelBuffer) -> [Int] {
        (0..<frame.height).map { Int(frame.rgb(x: frame.width / 2, y: $0).red) }
    }

    /// A gradient described the way a SwiftUI view does, rendered over white.
    static func render(_ view: some View, scale: Double = 1) -> PixelBuffer {
        let layout = LayoutEngine(measurer: FixedAdvanceTextMeasurer()).layout(view, in: Rect(origin: .zero, size: size))
        return CompositorFrames.render(layout.displayList(background: .white), size: size, scale: scale)
    }

    @Test func aTranslucentGradientDarkensSmoothlyWithNoStripes() {
        // Black at half opacity fading to clear: every row a little lighter than the one above.
        let frame = Self.render(LinearGradient(colors: [.black.opacity(0.5), .black.opacity(0)],
                                               startPoint: .top, endPoint: .bottom))
        let levels = Self.column(frame)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 <= $1 }, "\(levels)")
        // Each step is at most a level or two: no band edges.
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $1 - $0 <= 2 }, "\(levels)")
        // Half of 50 % at the middle row, over white: 255 × 0.75.
        #expect(abs(levels[50] - 191) <= 2)
        #expect(levels[0] <= 129 && levels[99] >= 253)
    }

    @Test func colorsBlendBetweenEvenlySpacedStopsAndHoldPastTheEnds() {
        let fill = GradientFill(colors: [.black, .white, .black], start: Point(x: 0, y: 10), end: Point(x: 0, y: 30))
        #expect(fill.color(at: Point(x: 5, y: 0)) == .black)
        #expect(fill.color(at: Point(x: 5, y: 20)) == .white)
        #expect(fill.color(at: Point(x: 99, y: 15)).red == 0.5)
        #expect(fill.color(at: Point(x: 0, y: 40)) == .black)
    }

    @Test func theGradientFollowsItsShapeAndTheTransformAtTwoPixelsAPoint() {
        // Left to right in a circle, drawn at half size about the top-leading corner.
        let circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        let fill = GradientFill(colors: [.black, .white], start: Point(x: 0, y: 0), end: Point(x: 20, y: 0))
        let frame = CompositorFrames.render(DisplayList(background: .systemBlue.resolved(in: .light), items: [
            .pushTransform(Transform(scale: 0.5)), .gradient(circle, fill), .popTransform,
        ]), size: Size(width: 20, height: 20), scale: 2)
        // The circle spans 20 × 20 pixels; its middle row goes from dark to light.
        let row = (1..<19).map { Int(frame.rgb(x: $0, y: 10).red) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(Int(frame.rgb(x: 10, y: 10).red) - 128) <= 8)
        // Outside the circle the background stays.
        let background = PixelBuffer.pack(Color.systemBlue.resolved(in: .light))
        #expect(frame[0, 0] == background && frame[30, 10] == background && frame[10, 30] == background)
    }
}
