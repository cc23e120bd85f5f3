/// Wide blurs computed on a grid `factor` times coarser and interpolated back.
///
/// A blur of σ = 20 px leaves nothing finer than a few pixels, so averaging `factor` × `factor` blocks,
/// blurring those with σ / factor and interpolating bilinearly loses nothing visible while doing
/// `factor`² times less filtering. Block averaging and bilinear interpolation blur a little themselves
/// (variances (f² − 1)/12 and f²/6 per axis); the coarse blur leaves that much out. Both steps keep the
/// total of a grid whose border is empty and the value of a constant grid.
struct DownsampledBlur {
    /// Below this σ (in pixels) blurs run at full resolution.
    static let smallestSigma = 8.0

    let factor: Int
    let coarseKernel: BlurKernel

    /// The plan for `sigma`, or nil when a full-resolution blur is the better choice.
    init?(sigma: Double) {
        guard sigma.isFinite, sigma >= Self.smallestSigma else { return nil }
        let f = min(Int(sigma / 4), 16)
        factor = f
        let fine = Double(f * f)
        let leftOver = max(sigma * sigma - (fine - 1) / 12 - fine / 6, 0)
        coarseKernel = BlurKernel(sigma: leftOver.squareRoot() / Double(f))
    }

    /// How far (in full-resolution pixels) a pixel's value can travel: the coarse blur's reach plus a
    /// block for the averaging and one for the interpolation.
    var reach: Int { factor * (coarseKernel.reach + 2) }

    func blur(_ samples: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, channels: Int,
              edge: PlanarBlur.Edge) {
        guard width > 0, height > 0, channels > 0 else { return }
        let f = factor
        let coarseWidth = (width + f - 1) / f, coarseHeight = (height + f - 1) / f
        let coarseRow = coarseWidth * channels
        var coarse = [Float](repeating: 0, count: coarseRow * coarseHeight)
        var columnsUpsampled = [Float](repeating: 0, count: coarseRow * height)
        coarse.withUnsafeMutableBufferPointer { coarseBuffer in
            let fine = samples.baseAddress!, coarse = coarseBuffer.baseAddress!
            downsample(fine, into: coarse, width: width, height: height, channels: channels, edge: edge)
            PlanarBlur.blur(coarseBuffer, width: coarseWidth, height: coarseHeight, channels: channels,
                            kernel: coarseKernel, edge: edge)
            columnsUpsampled.withUnsafeMutableBufferPointer { middle in
                let middle = middle.baseAddress!
                // Rows first: each full-resolution row mixes two coarse rows.
                for y in 0..<height {
                    let (j0, j1, t) = Self.interpolation(at: y, factor: f, count: coarseHeight)
                    let a = coarse + j0 * coarseRow, b = coarse + j1 * coarseRow, out = middle + y * coarseRow
                    for i in 0..<coarseRow { out[i] = a[i] + (b[i] - a[i]) * t }
                }
                // Then columns within each row.
                let taps = (0..<width).map { Self.interpolation(at: $0, factor: f, count: coarseWidth) }
                taps.withUnsafeBufferPointer { taps in
                    let taps = taps.baseAddress!
                    if channels == 1 { // masks: the common case, without the inner loop
                        for y in 0..<height {
                            let row = middle + y &* coarseRow, out = fine + y &* width
                            for x in 0..<width {
                                let (i, j, t) = taps[x]
                                out[x] = row[i] + (row[j] - row[i]) * t
                            }
                        }
                        return
                    }
                    for y in 0..<height {
                        let row = middle + y * coarseRow, out = fine + y * width * channels
                        for x in 0..<width {
                            let tap = taps[x]
                            let a = row + tap.0 * channels, b = row + tap.1 * channels, target = out + x * channels
                            for k in 0..<channels { target[k] = a[k] + (b[k] - a[k]) * tap.2 }
                        }
                    }
                }
            }
        }
    }

    /// The two coarse cells around full-resolution index `index` and the weight of the second, with
    /// cell centres at (cell + 0.5) · factor; beyond the outer centres the outer cell repeats.
    private static func interpolation(at index: Int, factor: Int, count: Int) -> (Int, Int, Float) {
        let position = (Double(index) + 0.5) / Double(factor) - 0.5
        if position <= 0 { return (0, 0, 0) }
        let lower = Int(position)
        if lower >= count - 1 { return (count - 1, count - 1, 0) }
        return (lower, lower + 1, Float(position - Double(lower)))
    }

    /// Block averages: with `.zero` a partial block at the far edges counts its missing pixels as 0 (so
    /// totals are kept); with `.clamp` it averages the pixels it has (so constants are kept).
    private func downsample(_ fine: UnsafeMutablePointer<Float>, into coarse: UnsafeMutablePointer<Float>,
                            width: Int, height: Int, channels: Int, edge: PlanarBlur.Edge) {
        let f = factor
        let coarseWidth = (width + f - 1) / f, coarseHeight = (height + f - 1) / f
        let coarseRow = coarseWidth * channels
        for y in 0..<height {
            let out = coarse + (y / f) * coarseRow, row = fine + y * width * channels
            for i in 0..<coarseWidth {
                let target = out + i * channels
                for x in (i * f)..<min((i + 1) * f, width) {
                    let source = row + x * channels
                    for k in 0..<channels { target[k] += source[k] }
                }
            }
        }
        for j in 0..<coarseHeight {
            let rows = edge == .zero ? f : min(f, height - j * f)
            for i in 0..<coarseWidth {
                let columns = edge == .zero ? f : min(f, width - i * f)
                let scale = 1 / Float(rows * columns)
                let cell = coarse + j * coarseRow + i * channels
                for k in 0..<channels { cell[k] *= scale }
            }
        }
    }
}
