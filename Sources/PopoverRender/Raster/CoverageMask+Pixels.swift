extension CoverageMask {
    /// Writes the mask as ARGB8888 pixels of one color, its coverage scaling the color's alpha
    /// (straight, not premultiplied, alpha: what SDL's blend mode `SDL_BLENDMODE_BLEND` expects).
    ///
    /// - Parameters:
    ///   - pixels: the first pixel of a buffer of at least `height` rows (a locked texture, say).
    ///   - pitch: bytes from the start of one row to the next, at least `4 * width`.
    ///   - red, green, blue: the color's channels, 0...255.
    ///   - alpha: the color's opacity, 0...1, multiplied by each pixel's coverage.
    public func writeARGB8888(into pixels: UnsafeMutableRawPointer, pitch: Int,
                              red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        precondition(pitch >= 4 * width, "writeARGB8888: pitch \(pitch) is less than 4 × width \(width)")
        let rgb = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let alphaScale = Float(min(max(alpha, 0), 1)) * 255
        coverage.withUnsafeBufferPointer { coverage in
            guard let coverage = coverage.baseAddress else { return }
            for y in 0..<height {
                let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                let values = coverage + y * width
                for x in 0..<width {
                    let a = UInt32(min(max(values[x], 0), 1) * alphaScale + 0.5)
                    row[x] = a << 24 | rgb
                }
            }
        }
    }
}
