import PopoverKit

extension PixelBuffer {
    /// Blends `ramp`'s color at each pixel over the pixels of `mask` inside `clip`, each
    /// weighted by its coverage and by `opacity` (a gradient).
    mutating func blend(_ mask: CoverageMask, ramp: GradientRamp, clip: PixelRect, opacity: Double) {
        let area = mask.pixelRect.intersection(clip).intersection(bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        let weight = Float(min(opacity, 1))
        let stride = width
        mask.coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { output in
                for y in area.minY..<area.maxY {
                    let source = (y - mask.originY) * mask.width - mask.originX, target = y * stride
                    for x in area.minX..<area.maxX {
                        let c = min(coverage[source + x], 1)
                        guard c > 0 else { continue }
                        let step = ramp.step(x: x, y: y)
                        let a = UInt32(c * weight * ramp.alpha[step] + 0.5)
                        guard a > 0 else { continue }
                        output[target + x] = Self.mix(output[target + x], redBlue: ramp.redBlue[step],
                                                      green: ramp.green[step], a)
                    }
                }
            }
        }
    }

    /// Blends `color` over the pixels of `mask` inside `clip`, each weighted by its coverage.
    ///
    /// Rows run over raw pointers; fully covered pixels of an opaque color are stored directly, and
    /// pixels whose weight rounds to zero are skipped, so large solid shapes cost little more than a
    /// copy. Pixels that `occluder` covers fully are left alone: an opaque fill drawn next will
    /// replace them anyway (a shadow beneath its own shape).
    mutating func blend(_ mask: CoverageMask, color: Color, clip: PixelRect, occluder: CoverageMask? = nil) {
        let area = mask.pixelRect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let (r, g, b) = Self.components(color)
        let alpha = Float(max(0, min(1, color.alpha)) * 255)
        guard alpha >= 0.5 else { return }
        let solid = r << 16 | g << 8 | b
        let redBlue = r << 16 | b, green = g << 8
        let opaque = alpha >= 254.5
        // Below this coverage a pixel's weight rounds to 0.
        let cutoff = 0.5 / alpha
        let stride = width
        let hidden = occluder.map { $0.pixelRect.intersection(area) } ?? PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        mask.coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { output in
                let coverageBase = coverage.baseAddress!, outputBase = output.baseAddress!
                let lanes = BlendLanes(redBlue: redBlue, green: green, solid: solid, alpha: alpha, cutoff: cutoff, opaque: opaque)
                func blendRun(_ source: UnsafePointer<Float>, _ target: UnsafeMutablePointer<UInt32>, _ xs: Range<Int>) {
                    var x = xs.lowerBound
                    // Eight pixels at a time, then the rest one by one.
                    while x + 8 <= xs.upperBound {
                        lanes.blend(source + x, target + x)
                        x += 8
                    }
                    while x < xs.upperBound {
                        let c = source[x]
                        if c >= cutoff {
                            target[x] = opaque && c >= 1 ? solid
                                : Self.mix(target[x], redBlue: redBlue, green: green, UInt32(min(c, 1) * alpha + 0.5))
                        }
                        x += 1
                    }
                }
                for y in area.minY..<area.maxY {
                    let source = coverageBase + (y - mask.originY) * mask.width - mask.originX
                    let target = outputBase + y * stride
                    guard let occluder, !hidden.isEmpty, y >= hidden.minY, y < hidden.maxY else {
                        blendRun(source, target, area.minX..<area.maxX)
                        continue
                    }
                    occluder.coverage.withUnsafeBufferPointer { cover in
                        let covered = cover.baseAddress! + (y - occluder.originY) * occluder.width - occluder.originX
                        blendRun(source, target, area.minX..<hidden.minX)
                        var x = hidden.minX
                        while x < hidden.maxX {
                            // Skip the fully covered run, then blend up to the next one.
                            while x + 8 <= hidden.maxX
                                    && all(UnsafeRawPointer(covered + x).loadUnaligned(as: SIMD8<Float>.self) .>= 1) { x += 8 }
                            while x < hidden.maxX && covered[x] >= 1 { x += 1 }
                            let start = x
                            while x < hidden.maxX && covered[x] < 1 { x += 1 }
                            blendRun(source, target, start..<x)
                        }
                        blendRun(source, target, hidden.maxX..<area.maxX)
                    }
                }
            }
        }
    }
}

/// The mask blend on eight pixels at once: the same arithmetic as `PixelBuffer.mix`, lane by lane
/// (a weight of 0 leaves a pixel exactly as it was). Weights round half to even here, which can
/// differ by one level from the one-pixel path's half-up rounding on exact ties.
struct BlendLanes {
    typealias Weights = SIMD8<UInt32>
    let redBlue16: SIMD16<UInt16>
    let green16: SIMD16<UInt16>
    let solid: Weights
    let alpha: SIMD8<Float>
    let cutoff: SIMD8<Float>
    let opaque: Bool

    init(redBlue: UInt32, green: UInt32, solid: UInt32, alpha: Float, cutoff: Float, opaque: Bool) {
        self.redBlue16 = unsafeBitCast(Weights(repeating: redBlue), to: SIMD16<UInt16>.self)
        self.green16 = unsafeBitCast(Weights(repeating: green >> 8), to: SIMD16<UInt16>.self)
        self.solid = Weights(repeating: solid)
        self.alpha = SIMD8(repeating: alpha)
        self.cutoff = SIMD8(repeating: cutoff)
        self.opaque = opaque
    }

    func blend(_ source: UnsafePointer<Float>, _ target: UnsafeMutablePointer<UInt32>) {
        let c = UnsafeRawPointer(source).loadUnaligned(as: SIMD8<Float>.self)
        if all(c .< cutoff) { return }
        let raw = UnsafeMutableRawPointer(target)
        if opaque && all(c .>= 1) {
            raw.storeBytes(of: solid, as: Weights.self)
            return
        }
        // Adding 2^23 leaves the weight, rounded to an integer, in the float's low mantissa bits.
        // Coverage never exceeds 1 by more than float rounding, so the weight stays within 0...255.
        let weight = c * alpha + SIMD8(repeating: 8_388_608)
        let a = unsafeBitCast(weight, to: Weights.self) & 0x1FF
        let dst = raw.loadUnaligned(as: Weights.self)
        // 16-bit lanes (one multiply instruction each on any x86-64): each pixel's blue and red
        // in one pair of lanes, its green (and a zero) in another, the weight in both.
        typealias Lanes = SIMD16<UInt16>
        let a16 = unsafeBitCast(a | a &<< 16, to: Lanes.self)
        let inv16 = Lanes(repeating: 255) &- a16
        let half = Lanes(repeating: 128)
        var rb = unsafeBitCast(dst & 0xFF00FF, to: Lanes.self) &* inv16 &+ redBlue16 &* a16 &+ half
        rb = (rb &+ (rb &>> 8)) &>> 8
        var g = unsafeBitCast((dst &>> 8) & 0xFF, to: Lanes.self) &* inv16 &+ green16 &* a16 &+ half
        g = (g &+ (g &>> 8)) &>> 8
        let blended = unsafeBitCast(rb, to: Weights.self) | unsafeBitCast(g, to: Weights.self) &<< 8
        raw.storeBytes(of: blended, as: Weights.self)
    }
}
