import PopoverKit
import Testing
@testable import PopoverRender

/// The glass material blurs what lies behind it.
@MainActor
@Suite struct GlassPixelTests {
    /// Black and white vertical stripes, 3 pt wide, over the whole frame.
    static func stripes(width: Double, height: Double) -> [DisplayItem] {
        stride(from: 0.0, to: width, by: 6).map { x in .fill(.rect(Rect(x: x, y: 0, width: 3, height: height)), .black) }
    }

    @Test func glassRegionHasFarLowerVarianceThanTheSameRegionUnblurred() {
        let size = Size(width: 240, height: 160)
        let outline = Path.roundedRect(Rect(x: 40, y: 30, width: 160, height: 100), cornerRadius: 20)
        let tint = Color.white.opacity(0.2)
        let background = Self.stripes(width: size.width, height: size.height)
        let glass = CompositorFrames.render(DisplayList(background: .white,
                                              items: background + [.backdropBlur(outline, radius: 20, tint: tint)]), size: size)
        let plain = CompositorFrames.render(DisplayList(background: .white, items: background + [.fill(outline, tint)]), size: size)
        // The body's middle, clear of the rounded corners and of the edge highlight.
        let region = PixelRect(minX: 120, minY: 100, maxX: 360, maxY: 220)
        let blurred = glass.lumaVariance(in: region), unblurred = plain.lumaVariance(in: region)
        #expect(unblurred > 3000)
        #expect(blurred < unblurred / 100, "variance \(blurred) vs \(unblurred)")
        // The blur keeps the stripes' mean: half black, half white, lightened by the tint.
        let (r, _, _) = glass.rgb(x: 240, y: 160)
        #expect((130...170).contains(Int(r)), "\(r)")
        // Outside the outline the stripes stay sharp.
        #expect(glass[2, 2] == 0x000000 && glass[8, 2] == 0xFFFFFF)
    }

    @Test func glassRimIsLitOnePointInsideTheOutline() {
        // Glass over black with a veil of white at 35%: the veil shows everywhere inside, and
        // the rim, as strong as the veil (at most 35%), lights one point inside the outline.
        let outline = Path.roundedRect(Rect(x: 20, y: 20, width: 100, height: 60), cornerRadius: 12)
        for alpha in [0.35, 0.1] {
            let frame = CompositorFrames.render(DisplayList(background: .black,
                                                  items: [.backdropBlur(outline, radius: 20, tint: Color.white.opacity(alpha))]),
                                      size: Size(width: 140, height: 100))
            let veil = (alpha * 255).rounded()
            let rim = UInt8((veil + (255 - veil) * alpha).rounded())
            // At 2x the outline's top edge is the boundary between pixel rows 39 and 40; the rim is rows 40 and 41.
            #expect(abs(Int(frame.rgb(x: 140, y: 40).red) - Int(rim)) <= 1, "\(alpha)")
            #expect(abs(Int(frame.rgb(x: 140, y: 41).red) - Int(rim)) <= 1, "\(alpha)")
            #expect(abs(Int(frame.rgb(x: 140, y: 42).red) - Int(veil)) <= 1, "\(alpha)")
            #expect(frame[140, 39] == 0x000000)
            #expect(abs(Int(frame.rgb(x: 40, y: 100).red) - Int(rim)) <= 1, "\(alpha)") // the leading edge
            #expect(abs(Int(frame.rgb(x: 140, y: 100).red) - Int(veil)) <= 1, "\(alpha)") // the middle
        }
    }
}
