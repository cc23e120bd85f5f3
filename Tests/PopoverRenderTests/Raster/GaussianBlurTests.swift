import PopoverKit
import Testing
@testable import PopoverRender

@Suite struct BlurKernelTests {
    @Test func smallSigmasUseASampledGaussianReachingThreeSigma() {
        for sigma in [0.8, 1, 2.5, 4] {
            let kernel = BlurKernel(sigma: sigma)
            guard case .gaussian(let weights) = kernel.passes else {
                Issue.record("sigma \(sigma) should use a gaussian")
                continue
            }
            #expect(weights.count == 2 * Int((3 * sigma).rounded(.up)) + 1)
            #expect(abs(weights.reduce(0, +) - 1) < 1e-6)
            #expect(abs(kernel.variance - sigma * sigma) / (sigma * sigma) < 0.02, "sigma \(sigma)")
        }
    }

    @Test func largeSigmasUseThreeBoxesWithNearlyTheGaussianVariance() {
        for sigma in [4.5, 7, 10, 20, 40] {
            let kernel = BlurKernel(sigma: sigma)
            guard case .boxes(let radii) = kernel.passes else {
                Issue.record("sigma \(sigma) should use boxes")
                continue
            }
            #expect(radii.count == 3)
            #expect(abs(kernel.variance - sigma * sigma) / (sigma * sigma) < 0.06, "sigma \(sigma): \(radii)")
            #expect(Double(kernel.reach) > 2.5 * sigma && Double(kernel.reach) < 3.2 * sigma)
        }
        // σ = 10: ideal width √401 ≈ 20.02, so odd widths 19 and 21, two of the first: radii 9, 9, 10.
        #expect(BlurKernel(sigma: 10).passes == .boxes([9, 9, 10]))
    }

    @Test func tinyOrInvalidSigmaMeansNoBlur() {
        for sigma in [0, .nan, -3, 0.3, .infinity] {
            #expect(BlurKernel(sigma: sigma).isIdentity)
        }
        #expect(GaussianBlur.margin(forSigma: 0) == 0)
    }

    @Test func shadowRadiusIsTwiceSigma() {
        #expect(GaussianBlur.sigma(forShadowRadius: 20) == 10)
        #expect(GaussianBlur.sigma(forShadowRadius: 16) == 8)
    }
}

@Suite struct GaussianBlurMaskTests {
    private func dot(size: Int) -> CoverageMask {
        var mask = CoverageMask(originX: 10, originY: 20, width: size, height: size)
        mask.coverage[(size / 2) * size + size / 2] = 1
        return mask
    }

    @Test func blurGrowsTheMaskAndPreservesItsMass() {
        var random = SplitMix64(seed: 0xB1_0001)
        let coverage = (0..<(30 * 17)).map { _ in Float.random(in: 0...1, using: &random) }
        let mask = CoverageMask(originX: -4, originY: 7, width: 30, height: 17, coverage: coverage)
        let blurred = GaussianBlur.blurred(mask, sigma: 3.7)
        let margin = GaussianBlur.margin(forSigma: 3.7)
        #expect(margin == 12)
        #expect(blurred.originX == -4 - margin && blurred.originY == 7 - margin)
        #expect(blurred.width == 30 + 2 * margin && blurred.height == 17 + 2 * margin)
        #expect(abs(blurred.totalCoverage - mask.totalCoverage) / mask.totalCoverage < 1e-3)
        // The outermost ring is where the blur has just run out.
        #expect(blurred[0, blurred.height / 2] < 1e-3)
    }

    @Test(arguments: [2.0, 6.0])
    func blurOfACenteredDotIsSymmetricWithTheKernelsVariance(sigma: Double) {
        let blurred = GaussianBlur.blurred(dot(size: 1), sigma: sigma)
        let size = blurred.width
        #expect(size == blurred.height && size % 2 == 1)
        let center = size / 2
        var secondMoment = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let value = blurred[x, y]
                #expect(abs(value - blurred[size - 1 - x, y]) < 1e-6)
                #expect(abs(value - blurred[x, size - 1 - y]) < 1e-6)
                #expect(abs(value - blurred[y, x]) < 1e-6)
                secondMoment += Double(value) * Double((x - center) * (x - center))
            }
        }
        let kernel = BlurKernel(sigma: sigma)
        #expect(abs(secondMoment - kernel.variance) < 1e-3)
        #expect(blurred[center, center] == blurred.coverage.max())
    }

    @Test func blurredStepIsMonotonic() {
        // Covered from column 0 to 59, then empty: past the middle of the plateau, values only fall.
        for sigma in [2.0, 6, 16] {
            var step = CoverageMask(originX: 0, originY: 0, width: 120, height: 3)
            for y in 0..<3 { for x in 0..<60 { step.coverage[y * 120 + x] = 1 } }
            let blurred = GaussianBlur.blurred(step, sigma: sigma)
            let margin = GaussianBlur.margin(forSigma: sigma), row = blurred.height / 2
            for x in (margin + 30)..<blurred.width {
                #expect(blurred[x, row] <= blurred[x - 1, row] + 1e-6)
            }
            #expect(blurred[margin + 59, row] > blurred[margin + 60, row])
            #expect(blurred[margin + 55, row] > 0.5 * blurred[margin + 30, row])
        }
    }

    @Test func interiorOfALargeConstantMaskStaysConstant() {
        let mask = CoverageMask(originX: 0, originY: 0, width: 60, height: 60,
                                coverage: [Float](repeating: 0.75, count: 3600))
        let blurred = GaussianBlur.blurred(mask, sigma: 3)
        let margin = GaussianBlur.margin(forSigma: 3)
        #expect(abs(blurred[margin + 30, margin + 30] - 0.75) < 1e-5)
    }

    @Test func noBlurReturnsTheMaskUnchanged() {
        let mask = dot(size: 5)
        #expect(GaussianBlur.blurred(mask, sigma: 0) == mask)
        #expect(GaussianBlur.blurred(.empty, sigma: 4) == .empty)
    }
}

@Suite struct GaussianBlurPixelTests {
    private func channel(_ pixel: UInt32, _ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) }

    @Test(arguments: [5.0, 20.0])
    func constantImageStaysConstantAndPaddingIsUntouched(sigma: Double) {
        let width = 40, height = 30, pitch = 48
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: pitch * height)
        for y in 0..<height { for x in 0..<width { pixels[y * pitch + x] = 0xFF33_6699 } }
        GaussianBlur.blurXRGB8888(&pixels, width: width, height: height, pitch: pitch, sigma: sigma)
        for y in 0..<height {
            for x in 0..<pitch {
                #expect(pixels[y * pitch + x] == (x < width ? 0xFF33_6699 : 0xDEAD_BEEF))
            }
        }
    }

    @Test func noiseVarianceDrops() {
        let width = 64, height = 48
        var random = SplitMix64(seed: 0xB1_0002)
        var pixels = (0..<(width * height)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        func variance(_ shift: UInt32) -> Double {
            let values = pixels.map { channel($0, shift) }
            let mean = values.reduce(0, +) / Double(values.count)
            return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
        }
        let before = [16, 8, 0].map { variance($0) }
        GaussianBlur.blurXRGB8888(&pixels, width: width, height: height, pitch: width, sigma: 2)
        let after = [16, 8, 0].map { variance($0) }
        for i in 0..<3 {
            // Averaging ≈ 4πσ² ≈ 50 independent samples divides the variance by about that much.
            #expect(after[i] < before[i] / 20, "channel \(i): \(before[i]) → \(after[i])")
        }
    }

    @Test(arguments: [3.0, 12.0])
    func blurredStepIsMonotonicPerChannel(sigma: Double) {
        let width = 50, height = 4
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<(width / 2) { pixels[y * width + x] = 0x00FF_80C0 } }
        GaussianBlur.blurXRGB8888(&pixels, width: width, height: height, pitch: width, sigma: sigma)
        for x in 1..<width {
            for shift: UInt32 in [16, 8, 0] {
                #expect(channel(pixels[width + x], shift) <= channel(pixels[width + x - 1], shift))
            }
        }
        if sigma == 3 {
            // Three sigma from the step the image keeps its colors exactly.
            #expect(pixels[width] == 0x00FF_80C0 && pixels[2 * width - 1] == 0)
        } else {
            #expect(channel(pixels[width], 16) > 200 && channel(pixels[2 * width - 1], 16) < 55)
        }
        #expect(channel(pixels[width + 25], 16) > 0 && channel(pixels[width + 24], 16) < 255)
    }
}

@Suite struct DownsampledBlurTests {
    @Test func wideBlursRunOnACoarserGrid() throws {
        #expect(DownsampledBlur(sigma: 6) == nil)
        let plan = try #require(DownsampledBlur(sigma: 20))
        #expect(plan.factor == 5)
        // What the coarse blur leaves out is what averaging and interpolation add: (25 − 1)/12 + 25/6.
        let fineVariance = plan.coarseKernel.variance * 25 + 2 + 25.0 / 6
        #expect(abs(fineVariance - 400) / 400 < 0.06)
        #expect(GaussianBlur.margin(forSigma: 20) == plan.reach)
        #expect(Double(plan.reach) > 3 * 20 && Double(plan.reach) < 4.5 * 20)
    }

    @Test(arguments: [10.0, 20.0])
    func wideBlurOfADotHasTheRightSpreadAndMass(sigma: Double) {
        var dot = CoverageMask(originX: 0, originY: 0, width: 3, height: 3)
        dot.coverage[4] = 1
        let blurred = GaussianBlur.blurred(dot, sigma: sigma)
        #expect(abs(blurred.totalCoverage - 1) < 1e-4)
        let center = Double(blurred.width) / 2
        var varianceX = 0.0, varianceY = 0.0
        for y in 0..<blurred.height {
            for x in 0..<blurred.width {
                let value = Double(blurred[x, y])
                varianceX += value * (Double(x) + 0.5 - center) * (Double(x) + 0.5 - center)
                varianceY += value * (Double(y) + 0.5 - center) * (Double(y) + 0.5 - center)
            }
        }
        #expect(abs(varianceX - sigma * sigma) / (sigma * sigma) < 0.1, "σ² \(sigma * sigma): \(varianceX)")
        #expect(abs(varianceY - varianceX) < 1e-3 * varianceX)
        // Nearly symmetric (the coarse grid need not be centred on the dot) and peaked in the middle.
        let middle = blurred.width / 2
        let peak = blurred.coverage.max()!
        #expect(blurred[middle, middle] > 0.95 * peak)
        for offset in [3, 10, 20] {
            #expect(abs(blurred[middle - offset, middle] - blurred[middle + offset, middle]) < 0.1 * peak)
        }
    }

    @Test func wideBlurPreservesTheMassOfAnyMask() {
        var random = SplitMix64(seed: 0xB1_0003)
        let coverage = (0..<(53 * 31)).map { _ in Float.random(in: 0...1, using: &random) }
        let mask = CoverageMask(originX: 0, originY: 0, width: 53, height: 31, coverage: coverage)
        let blurred = GaussianBlur.blurred(mask, sigma: 13)
        #expect(abs(blurred.totalCoverage - mask.totalCoverage) / mask.totalCoverage < 1e-4)
        #expect(blurred[0, 0] < 1e-4 && blurred[blurred.width - 1, blurred.height - 1] < 1e-4)
    }
}
