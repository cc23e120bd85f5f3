/// Gaussian blurs (a sampled gaussian for small σ, three successive box blurs for larger σ, computed
/// on a coarser grid from σ = 8 px) for shadow masks and glass backdrops.
public enum GaussianBlur {
    /// The standard deviation, in the same unit, for SwiftUI's `shadow(radius:)`.
    ///
    /// SwiftUI's radius is a blur radius: the distance over which the shadow fades out, the same
    /// convention as CSS and canvas `shadowBlur`, whose specifications define it as twice the
    /// gaussian's standard deviation; hence σ = radius / 2.
    public static func sigma(forShadowRadius radius: Double) -> Double {
        radius / 2
    }

    /// How many pixels a blur of `sigma` spreads a pixel in each direction (about 3σ): the margin
    /// `blurred(_:sigma:)` adds around a mask.
    public static func margin(forSigma sigma: Double) -> Int {
        BlurPlan(sigma: sigma).reach
    }

    /// The mask blurred with standard deviation `sigma` pixels, grown by `margin(forSigma:)` on every
    /// side so nothing of the blur is cut off; the total coverage is preserved.
    public static func blurred(_ mask: CoverageMask, sigma: Double) -> CoverageMask {
        let plan = BlurPlan(sigma: sigma)
        let margin = plan.reach
        guard !mask.isEmpty, margin > 0 else { return mask }
        let width = mask.width + 2 * margin, height = mask.height + 2 * margin
        var samples = [Float](repeating: 0, count: width * height)
        samples.withUnsafeMutableBufferPointer { samples in
            mask.coverage.withUnsafeBufferPointer { coverage in
                for row in 0..<mask.height {
                    let source = coverage.baseAddress! + row * mask.width
                    let target = samples.baseAddress! + (row + margin) * width + margin
                    target.update(from: source, count: mask.width)
                }
            }
            plan.apply(samples, width: width, height: height, channels: 1, edge: .zero)
        }
        return CoverageMask(originX: mask.originX - margin, originY: mask.originY - margin,
                            width: width, height: height, coverage: samples)
    }

    /// Blurs XRGB8888 pixels in place with standard deviation `sigma` pixels. The image's border
    /// pixels are taken to repeat beyond it, so its edges do not darken; the X byte is left as it was.
    ///
    /// - Parameter pitch: pixels (not bytes) from the start of one row to the next, at least `width`.
    public static func blurXRGB8888(_ pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int,
                                    pitch: Int, sigma: Double) {
        precondition(width >= 0 && height >= 0 && pitch >= width, "blurXRGB8888: pitch \(pitch) < width \(width)")
        precondition(height == 0 || pixels.count >= (height - 1) * pitch + width,
                     "blurXRGB8888: \(pixels.count) pixels cannot hold \(width)x\(height) with pitch \(pitch)")
        let plan = BlurPlan(sigma: sigma)
        guard width > 0, height > 0, plan.reach > 0 else { return }
        var samples = [Float](repeating: 0, count: width * height * 3)
        samples.withUnsafeMutableBufferPointer { buffer in
            // Raw pointers: buffer-pointer subscripts keep a bounds check even in optimized builds.
            let samples = buffer.baseAddress!, pixels = pixels.baseAddress!
            for y in 0..<height {
                let row = pixels + y &* pitch, out = samples + y &* width &* 3
                for x in 0..<width {
                    let pixel = row[x]
                    out[3 &* x] = Float((pixel >> 16) & 0xFF)
                    out[3 &* x &+ 1] = Float((pixel >> 8) & 0xFF)
                    out[3 &* x &+ 2] = Float(pixel & 0xFF)
                }
            }
            plan.apply(buffer, width: width, height: height, channels: 3, edge: .clamp)
            func byte(_ value: Float) -> UInt32 { UInt32(min(max(value, 0), 255) + 0.5) }
            for y in 0..<height {
                let row = pixels + y &* pitch, blurred = samples + y &* width &* 3
                for x in 0..<width {
                    row[x] = (row[x] & 0xFF00_0000) | byte(blurred[3 &* x]) << 16
                        | byte(blurred[3 &* x &+ 1]) << 8 | byte(blurred[3 &* x &+ 2])
                }
            }
        }
    }

    /// Blurs XRGB8888 pixels held in an array; see the pointer version.
    public static func blurXRGB8888(_ pixels: inout [UInt32], width: Int, height: Int, pitch: Int, sigma: Double) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            blurXRGB8888(buffer, width: width, height: height, pitch: pitch, sigma: sigma)
        }
    }
}
