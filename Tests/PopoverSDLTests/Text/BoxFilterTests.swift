import Testing
@testable import PopoverSDL

@Suite struct BoxFilterTests {
    @Test func averagesEachBlockWeightedByAlpha() {
        // 2x2 → 1x1: one opaque red pixel, one opaque blue, two transparent.
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_00FF, 0x0000_0000, 0x0000_0000]
        let out = BoxFilter.resizeARGB(pixels, width: 2, height: 2, toWidth: 1, toHeight: 1)
        #expect(out.count == 1)
        let p = out[0]
        #expect(p >> 24 == 128) // half covered
        #expect((p >> 16) & 0xFF == 128 && (p & 0xFF) == 128 && (p >> 8) & 0xFF == 0)
    }

    @Test func identitySizeKeepsPixels() {
        let pixels: [UInt32] = [0xFF10_2030, 0x8040_5060]
        #expect(BoxFilter.resizeARGB(pixels, width: 2, height: 1, toWidth: 2, toHeight: 1) == pixels)
    }
}
