import PopoverKit
import Testing
@testable import PopoverRender

/// Masks cached relative to their whole-pixel origin land where the outline is drawn next time.
@MainActor
@Suite struct MaskCachePlacementTests {
    static let size = (width: 200, height: 140)

    static func bubble(at origin: Point) -> DisplayList {
        let shape = BubbleShape(body: Rect(x: origin.x, y: origin.y, width: 90, height: 40), cornerRadius: 12,
                                arrow: BubbleArrow(edge: .bottom, tip: Point(x: origin.x + 45.25, y: origin.y + 49)))
        return DisplayList(background: .white, items: [
            .shadow(shape.path, color: .black.opacity(0.3), radius: 10, offset: Point(x: 0, y: 2)),
            .fill(shape.path, Color(hex: 0x0A84FF)),
        ])
    }

    static func render(_ lists: [DisplayList], with compositor: Compositor) -> PixelBuffer {
        var frame = PixelBuffer(width: size.width, height: size.height)
        for list in lists { compositor.render(list, into: &frame) }
        return frame
    }

    @Test func wholePixelMovesReuseMasksAndMatchAFreshRender() {
        let first = Self.bubble(at: Point(x: 30.375, y: 25.5)), moved = Self.bubble(at: Point(x: 47.375, y: 38.5))
        let cached = Self.render([first, moved], with: Compositor(scale: 1, text: nil))
        let fresh = Self.render([moved], with: Compositor(scale: 1, text: nil))
        #expect(cached == fresh)
        // And the moved frame is the first one shifted by (17, 13) pixels.
        let original = Self.render([first], with: Compositor(scale: 1, text: nil))
        for y in 0..<(Self.size.height - 13) {
            for x in 0..<(Self.size.width - 17) where original[x, y] != cached[x + 17, y + 13] {
                Issue.record("(\(x), \(y)) differs after the move")
                return
            }
        }
    }

    @Test func outlinesLeavingTheFrameAreClippedNotShifted() {
        let inside = Self.bubble(at: Point(x: 30.375, y: 25.5)), leaving = Self.bubble(at: Point(x: -20.625, y: 25.5))
        let cached = Self.render([inside, leaving], with: Compositor(scale: 1, text: nil))
        let fresh = Self.render([leaving], with: Compositor(scale: 1, text: nil))
        #expect(cached == fresh)
        // The part still inside the frame is the original shifted left by 51 pixels.
        let original = Self.render([inside], with: Compositor(scale: 1, text: nil))
        #expect(cached[20, 45] == 0x0A84FF)
        for y in 0..<Self.size.height {
            for x in 0..<(Self.size.width - 51) where original[x + 51, y] != cached[x, y] {
                Issue.record("(\(x), \(y)) differs from the shifted original: \(String(original[x + 51, y], radix: 16)) vs \(String(cached[x, y], radix: 16))")
                return
            }
        }
    }
}
