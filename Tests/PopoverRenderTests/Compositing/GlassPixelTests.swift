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

    /// A window's glass is redrawn whole by any change on it, such as a drag over it. When the
    /// pixels beneath are the same as last frame, its blur is the last frame's, and the frame is
    /// the same, pixel for pixel, as a fresh render; when they changed, it is blurred again.
    @Test func aGlassOverUnchangedPixelsKeepsItsBlurAndItsPixels() {
        let size = Size(width: 240, height: 160), scale = 2.0
        let outline = Path.roundedRect(Rect(x: 10, y: 10, width: 220, height: 140), cornerRadius: 20)
        func list(card: Double, stripeWidth: Double = 3) -> DisplayList {
            let stripes = stride(from: 0.0, to: size.width, by: 6).map { x in
                DisplayItem.fill(.rect(Rect(x: x, y: 0, width: stripeWidth, height: size.height)), .black)
            }
            return DisplayList(background: .white, items: stripes + [
                .backdropBlur(outline, radius: 20, tint: Color.white.opacity(0.2)),
                .fill(.roundedRect(Rect(x: card, y: 60, width: 40, height: 30), cornerRadius: 6), .blue),
            ])
        }
        let compositor = Compositor(scale: scale, text: nil)
        var frame = PixelBuffer(width: 480, height: 320)
        compositor.render(list(card: 40), into: &frame)
        #expect(compositor.backdropCache.blursComputed == 1)
        // The card moves over the glass: the glass is redrawn, its blur is kept.
        compositor.render(list(card: 52), into: &frame)
        #expect(compositor.backdropCache.blursComputed == 1 && compositor.backdropCache.blursReused >= 1)
        func differing(_ expected: DisplayList) -> Int {
            zip(frame.pixels, CompositorFrames.render(expected, size: size, scale: scale).pixels).filter { $0 != $1 }.count
        }
        #expect(differing(list(card: 52)) == 0)
        // What lies beneath changes: blurred again, and again as a fresh render draws it.
        compositor.render(list(card: 52, stripeWidth: 4), into: &frame)
        #expect(compositor.backdropCache.blursComputed >= 2)
        #expect(differing(list(card: 52, stripeWidth: 4)) == 0)
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

    /// Where a clip cuts the glass, its cut side is no edge: no rim is lit there (a window's own
    /// glass fills its clip, and a lit cut is a light line around the window); the sides the clip
    /// leaves keep theirs. Glass entirely outside its clip draws nothing, and does not trap.
    @Test func aClipCutsTheRimAway() {
        let size = Size(width: 140, height: 100)
        let tint = Color.white.opacity(0.2)
        let veil = Int((0.2 * 255).rounded())
        // The glass runs past the clip's top and left; its right and bottom sides lie inside it.
        let outline = Path.rect(Rect(x: 0, y: 0, width: 100, height: 60))
        let frame = CompositorFrames.render(DisplayList(background: .black, items: [
            .pushClip(Rect(x: 10, y: 10, width: 120, height: 80)),
            .backdropBlur(outline, radius: 20, tint: tint),
            .popClip,
        ]), size: size)
        // At 2x: the clip's top row is 20 and its left column 20; the glass's right side ends at
        // column 200, its bottom at row 120.
        #expect(abs(Int(frame.rgb(x: 100, y: 20).red) - veil) <= 1, "top row \(frame.rgb(x: 100, y: 20))")
        #expect(abs(Int(frame.rgb(x: 20, y: 60).red) - veil) <= 1, "left column \(frame.rgb(x: 20, y: 60))")
        #expect(Int(frame.rgb(x: 199, y: 60).red) > veil + 20, "the right side keeps its rim")
        #expect(Int(frame.rgb(x: 100, y: 119).red) > veil + 20, "the bottom side keeps its rim")
        let outside = CompositorFrames.render(DisplayList(background: .black, items: [
            .pushClip(Rect(x: 110, y: 70, width: 20, height: 20)),
            .backdropBlur(outline, radius: 20, tint: tint),
            .popClip,
        ]), size: size)
        #expect(outside[240, 160] == 0x000000)
    }
}
