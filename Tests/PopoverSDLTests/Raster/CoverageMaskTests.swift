import Testing
@testable import PopoverSDL

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
