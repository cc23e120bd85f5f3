import PopoverKit
import Testing
@testable import PopoverRender

/// Blending a coverage mask (eight pixels at a time) gives each pixel src·a + dst·(1 − a), rounded.
@Suite struct MaskBlendTests {
    @Test func everyPixelMatchesTheOnePixelFormula() {
        var random = SplitMix64(seed: 0xB1E7D)
        let width = 37, height = 9 // rows of four 8-pixel groups and a tail of five
        var buffer = PixelBuffer(width: 40, height: 12)
        for i in buffer.pixels.indices { buffer.pixels[i] = UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        let before = buffer
        // Coverage: mostly random, with runs of 0 and of 1 to exercise the skips.
        let coverage = (0..<(width * height)).map { i -> Float in
            switch i % 29 {
            case 0..<8: 0
            case 8..<16: 1
            default: Float.random(in: 0...1, using: &random)
            }
        }
        let mask = CoverageMask(originX: 2, originY: 1, width: width, height: height, coverage: coverage)
        let color = Color(red: 0.9, green: 0.35, blue: 0.05, alpha: 0.8)
        buffer.blend(mask, color: color, clip: buffer.bounds)
        let (r, g, b) = PixelBuffer.components(color)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let c = mask.coverage(atPixelX: x, y: y)
                let weight = Double(c) * 0.8 * 255
                // Exact ties may round either way (the 8-pixel lanes round half to even).
                let candidates = Set([weight.rounded(.down), weight.rounded(.up)].map { UInt32($0) })
                    .filter { abs(Double($0) - weight) <= 0.5 + 1e-4 }
                let expected = candidates.map { PixelBuffer.mix(before[x, y], r, g, b, $0) }
                #expect(expected.contains(buffer[x, y]), "(\(x), \(y)) coverage \(c)")
            }
        }
        // Outside the mask nothing changed; fully covered pixels hold the blend at weight 204.
        #expect(buffer[0, 0] == before[0, 0] && buffer[39, 11] == before[39, 11])
        #expect(buffer[2 + 8, 1] == PixelBuffer.mix(before[2 + 8, 1], r, g, b, 204))
    }

    @Test func mixRoundsEachChannelToNearest() {
        // 200·(255 − 77) / 255 + 10·77 / 255 = 139.6 + 3.02 = 142.6 → 143, and so on per channel.
        let mixed = PixelBuffer.mix(0xC8_64_00, 10, 250, 255, 77)
        let expected: UInt32 = (143 << 16) | (145 << 8) | 77
        #expect(mixed == expected)
        #expect(PixelBuffer.mix(0x123456, 1, 2, 3, 0) == 0x123456)
        #expect(PixelBuffer.mix(0x123456, 1, 2, 3, 255) == 0x010203)
    }
}
