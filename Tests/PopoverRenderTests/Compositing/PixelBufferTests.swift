import PopoverKit
import Testing
@testable import PopoverRender

@Suite struct PixelBufferTests {
    @Test func blendsStraightAlphaOverTheBackground() {
        var buffer = PixelBuffer(width: 2, height: 1, color: .white)
        buffer.blend(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), in: buffer.bounds) { x, _ in x == 0 ? 255 : 0 }
        #expect(buffer.rgb(x: 0, y: 0) == (127, 127, 255) || buffer.rgb(x: 0, y: 0) == (128, 128, 255))
        #expect(buffer[1, 0] == 0xFFFFFF)
    }

    @Test func blendingIsClippedToTheBuffer() {
        var buffer = PixelBuffer(width: 2, height: 2, color: .black)
        buffer.blend(color: .white, in: PixelRect(minX: -5, minY: 1, maxX: 10, maxY: 9)) { _, _ in 255 }
        #expect(buffer.pixels == [0, 0, 0xFFFFFF, 0xFFFFFF])
    }

    @Test func pixelRectCoveringRoundsOutwards() {
        let r = PixelRect.covering(0.5, 1.25, 2, 2, scale: 2)
        #expect(r == PixelRect(minX: 1, minY: 2, maxX: 5, maxY: 7))
    }
}
