import PopoverKit
import Testing
@testable import PopoverRender

/// Renders display lists (without text) through a fresh Compositor for pixel tests.
@MainActor
enum CompositorFrames {
    static func render(_ list: DisplayList, size: Size, scale: Double = 2) -> PixelBuffer {
        var frame = PixelBuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        Compositor(scale: scale, text: nil).render(list, into: &frame)
        return frame
    }

    /// A bubble outline placed by the engine above (arrow on its bottom edge) or beside an anchor.
    static func placedBubble(anchor: Rect, container: Rect, bodySize: Size = Size(width: 160, height: 60),
                             side: Edge = .top) -> (shape: BubbleShape, tip: Point) {
        let result = PlacementEngine.compute(PlacementRequest(
            anchor: anchor, bodySize: bodySize, container: container,
            preferredPlacement: Placement(side: side)))
        let arrow = result.arrow!
        let shape = BubbleShape(body: result.body, cornerRadius: 20,
                                arrow: BubbleArrow(edge: arrow.edge, tip: arrow.tip))
        return (shape, arrow.tip)
    }
}

extension PixelBuffer {
    /// The red channel in 0...1: the coverage of a white shape drawn over black.
    func redLevel(_ x: Int, _ y: Int) -> Double { Double(rgb(x: x, y: y).red) / 255 }

    /// Population variance of the pixels' luma in `rect`.
    func lumaVariance(in rect: PixelRect) -> Double {
        var sum = 0.0, squares = 0.0
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let (r, g, b) = rgb(x: x, y: y)
                let luma = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
                sum += luma
                squares += luma * luma
            }
        }
        let n = Double(rect.width * rect.height)
        return squares / n - (sum / n) * (sum / n)
    }
}
