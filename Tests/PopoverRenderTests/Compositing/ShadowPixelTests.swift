import PopoverKit
import Testing
@testable import PopoverRender

/// A shadow darkens what lies around the outline and leaves the fill's covered pixels untouched.
@MainActor
@Suite struct ShadowPixelTests {
    @Test func shadowDarkensOutsideTheOutlineOnly() {
        let size = Size(width: 300, height: 240)
        let (shape, _) = CompositorFrames.placedBubble(anchor: Rect(x: 135, y: 170, width: 30, height: 24),
                                                     container: Rect(origin: .zero, size: size))
        let path = shape.path
        let shadow = DisplayItem.shadow(path, color: Color.black.opacity(0.35), radius: 16, offset: Point(x: 0, y: 4))
        let withShadow = CompositorFrames.render(DisplayList(background: .white, items: [shadow, .fill(path, Color(hex: 0x0A84FF))]), size: size)
        let coverage = CompositorFrames.render(DisplayList(background: .black, items: [.fill(path, .white)]), size: size)

        var darkenedOutside = 0, outside = 0, inside = 0
        for y in 0..<withShadow.height {
            for x in 0..<withShadow.width {
                switch coverage[x, y] {
                case 0xFFFFFF:
                    inside += 1
                    #expect(withShadow[x, y] == 0x0A84FF, "(\(x), \(y))")
                case 0x000000:
                    outside += 1
                    let (r, g, b) = withShadow.rgb(x: x, y: y)
                    #expect(r == g && g == b, "the shadow is gray at (\(x), \(y))")
                    if r < 255 { darkenedOutside += 1 }
                default:
                    continue
                }
            }
        }
        #expect(inside > 10_000)
        // A ring a few pixels wide all around the outline is darker than the white background...
        let body = shape.body
        for (x, y) in [(body.midX, body.maxY + 2), (body.minX - 2, body.midY), (body.maxX + 2, body.midY),
                       (body.midX, body.minY - 2)] {
            let (r, _, _) = withShadow.rgb(x: Int(x * 2), y: Int(y * 2))
            #expect(r < 250, "(\(x), \(y)) pt is \(r)")
        }
        // ...more below than above (the offset), and far away nothing changes.
        #expect(withShadow.rgb(x: Int(body.midX * 2), y: Int((body.maxY + 14) * 2)).red
                < withShadow.rgb(x: Int(body.midX * 2), y: Int((body.minY - 6) * 2)).red)
        #expect(withShadow[2, 2] == 0xFFFFFF)
        #expect(darkenedOutside > outside / 10)
    }
}
