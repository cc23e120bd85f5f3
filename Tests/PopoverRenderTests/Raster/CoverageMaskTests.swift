import Testing
@testable import PopoverRender

@Suite struct CoverageMaskTests {
    private let mask = CoverageMask(originX: 3, originY: -2, width: 3, height: 2,
                                    coverage: [0, 0.25, 0.5, 1, 0.998, 0.001])

    @Test func subscriptReadsRowMajorMaskLocalPixels() {
        #expect(mask[1, 0] == 0.25)
        #expect(mask[0, 1] == 1)
        #expect(mask[2, 1] == 0.001)
    }

    @Test func subscriptOutsideTheMaskIsUncovered() {
        #expect(mask[-1, 0] == 0 && mask[3, 0] == 0 && mask[0, 2] == 0 && mask[0, -1] == 0)
    }

    @Test func alpha8RoundsCoverageToBytes() {
        #expect(mask.alpha8() == [0, 64, 128, 255, 254, 0])
    }

    @Test func totalCoverageSumsEveryPixel() {
        #expect(abs(mask.totalCoverage - 2.749) < 1e-6)
    }
}

@Suite struct CoverageMaskPixelTests {
    @Test func writeARGB8888ScalesTheColorsAlphaByCoverageAndKeepsThePitch() {
        let mask = CoverageMask(originX: 0, originY: 0, width: 2, height: 2, coverage: [1, 0.5, 0, 0.25])
        // Three pixels a row: the third is padding the writer must leave alone.
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: 6)
        pixels.withUnsafeMutableBytes { bytes in
            mask.writeARGB8888(into: bytes.baseAddress!, pitch: 12, red: 0x0A, green: 0x84, blue: 0xFF, alpha: 0.8)
        }
        // Alpha: 255 · 0.8 · coverage, rounded: 204, 102, 0, 51.
        #expect(pixels == [0xCC0A_84FF, 0x660A_84FF, 0xDEAD_BEEF, 0x000A_84FF, 0x330A_84FF, 0xDEAD_BEEF])
    }
}
