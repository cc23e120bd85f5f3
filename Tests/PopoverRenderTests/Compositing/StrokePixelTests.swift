import PopoverKit
import Testing
@testable import PopoverRender

/// Strokes and borders, laid out by PopoverKit and drawn as fills, land on the pixels SwiftUI
/// paints: a border inside the frame, a stroke centered on the outline, nothing in the middle.
@MainActor
@Suite struct StrokePixelTests {
    func render(_ view: some View, size: Size) -> PixelBuffer {
        let layout = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
            .layout(view, in: Rect(origin: .zero, size: size))
        return CompositorFrames.render(layout.displayList(background: .black), size: size, scale: 1)
    }

    @Test func aBorderCoversTheFramesOuterPixelsOverTheView() {
        // A white 40 × 20 view at (10, 10) with a 2 pt red border.
        let frame = render(Color.white.frame(width: 40, height: 20).border(Color.red, width: 2).padding(10),
                           size: Size(width: 60, height: 40))
        let red: UInt32 = 0xFF3B30
        #expect(frame[9, 20] == 0x000000) // outside the frame: nothing
        #expect(frame[10, 20] == red && frame[11, 20] == red)
        #expect(frame[12, 20] == 0xFFFFFF) // the view inside the border
        #expect(frame[30, 10] == red && frame[30, 29] == red && frame[49, 20] == red)
        #expect(frame[30, 20] == 0xFFFFFF)
    }

    @Test func aCircleStrokeIsARingCenteredOnTheOutline() {
        // Radius 20 around (30, 30), 4 wide: from radius 18 to 22.
        let frame = render(Circle().stroke(Color.white, lineWidth: 4).frame(width: 40, height: 40).padding(10),
                           size: Size(width: 60, height: 60))
        #expect(frame[30, 9] == 0xFFFFFF && frame[30, 10] == 0xFFFFFF)
        #expect(frame[30, 6] == 0x000000 && frame[30, 13] == 0x000000)
        #expect(frame[30, 30] == 0x000000, "the middle is not filled")
        #expect(frame[50, 30] == 0xFFFFFF && frame[9, 30] == 0xFFFFFF)
    }

    @Test func aRoundedStrokeBorderStaysInsideTheFrameAroundItsCorners() {
        // 40 × 40 at (10, 10), corner radius 10, 2 wide inside: the corner's band runs 8...10
        // from the corner's center at (20, 20).
        let frame = render(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.white, lineWidth: 2)
            .frame(width: 40, height: 40).padding(10), size: Size(width: 60, height: 60))
        #expect(frame[30, 10] == 0xFFFFFF && frame[30, 11] == 0xFFFFFF && frame[30, 12] == 0x000000)
        #expect(frame[30, 9] == 0x000000)
        #expect(frame[10, 10] == 0x000000, "the corner is cut off")
        // On the diagonal, 9 from the corner's center: inside the band.
        let d = Int((20 - 9 / 2.0.squareRoot()).rounded(.down))
        #expect(frame.rgb(x: d, y: d).red > 128)
    }
}
