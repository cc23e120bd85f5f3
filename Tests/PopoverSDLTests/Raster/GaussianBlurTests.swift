import Testing
@testable import PopoverSDL

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
        #expect(GaussianBlur.margin(forSigma: 10) == 28)
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
        for sigma in [2.0, 6] {
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

    @Test func constantImageStaysConstantAndPaddingIsUntouched() {
        let width = 40, height = 30, pitch = 48
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: pitch * height)
        for y in 0..<height { for x in 0..<width { pixels[y * pitch + x] = 0xFF33_6699 } }
        GaussianBlur.blurXRGB8888(&pixels, width: width, height: height, pitch: pitch, sigma: 5)
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

    @Test func blurredStepIsMonotonicPerChannel() {
        let width = 50, height = 4
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<(width / 2) { pixels[y * width + x] = 0x00FF_80C0 } }
        GaussianBlur.blurXRGB8888(&pixels, width: width, height: height, pitch: width, sigma: 3)
        for x in 1..<width {
            for shift: UInt32 in [16, 8, 0] {
                #expect(channel(pixels[width + x], shift) <= channel(pixels[width + x - 1], shift))
            }
        }
        #expect(pixels[width] == 0x00FF_80C0 && pixels[2 * width - 1] == 0)
        #expect(channel(pixels[width + 25], 16) > 0 && channel(pixels[width + 24], 16) < 255)
    }
}
