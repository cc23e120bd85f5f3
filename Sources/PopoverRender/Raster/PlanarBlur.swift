/// Blurs a grid of samples stored row after row, `channels` interleaved floats per element.
///
/// Both directions run as column passes, which work on whole rows at a time (every column advances
/// together, so the loops vectorize and read memory in order): blur the columns, transpose, blur the
/// columns again (the original rows), transpose back.
enum PlanarBlur {
    /// What lies beyond the edges of the grid.
    enum Edge {
        /// Nothing: samples outside are 0 (for masks grown to hold the whole blur).
        case zero
        /// The border samples repeat, so a constant image stays constant up to its edges.
        case clamp
    }

    /// Blurs `width` × `height` elements of `channels` floats each, stored contiguously, in place.
    static func blur(_ samples: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, channels: Int,
                     kernel: BlurKernel, edge: Edge) {
        guard width > 0, height > 0, channels > 0, !kernel.isIdentity else { return }
        precondition(samples.count == width * height * channels, "PlanarBlur: sample count does not match the grid")
        var scratch = [Float](repeating: 0, count: samples.count)
        scratch.withUnsafeMutableBufferPointer { scratch in
            blurColumns(samples, temporary: scratch, rowLength: width * channels, rows: height, kernel: kernel, edge: edge)
            transpose(samples, into: scratch, width: width, height: height, channels: channels)
            blurColumns(scratch, temporary: samples, rowLength: height * channels, rows: width, kernel: kernel, edge: edge)
            transpose(scratch, into: samples, width: height, height: width, channels: channels)
        }
    }

    /// Filters every column of a `rows` × `rowLength` grid; the result ends up in `samples`.
    private static func blurColumns(_ samples: UnsafeMutableBufferPointer<Float>, temporary: UnsafeMutableBufferPointer<Float>,
                                    rowLength: Int, rows: Int, kernel: BlurKernel, edge: Edge) {
        var source = samples, target = temporary
        switch kernel.passes {
        case .boxes(let radii):
            for radius in radii {
                boxColumns(source, into: target, rowLength: rowLength, rows: rows, radius: radius, edge: edge)
                swap(&source, &target)
            }
        case .gaussian(let weights):
            convolveColumns(source, into: target, rowLength: rowLength, rows: rows, weights: weights, edge: edge)
            swap(&source, &target)
        }
        if source.baseAddress != samples.baseAddress {
            _ = samples.update(fromContentsOf: source)
        }
    }

    /// The row that stands for row `index` (possibly outside the grid), or nil for a zero row.
    private static func sourceRow(_ index: Int, rows: Int, edge: Edge) -> Int? {
        if index >= 0 && index < rows { return index }
        switch edge {
        case .zero: return nil
        case .clamp: return min(max(index, 0), rows - 1)
        }
    }

    private static func boxColumns(_ source: UnsafeMutableBufferPointer<Float>, into target: UnsafeMutableBufferPointer<Float>,
                                   rowLength: Int, rows: Int, radius: Int, edge: Edge) {
        let scale = 1 / Float(2 * radius + 1)
        let source = source.baseAddress!, target = target.baseAddress!
        // Running sums of the window of rows centred on the current output row, one per column.
        var sums = [Float](repeating: 0, count: rowLength)
        sums.withUnsafeMutableBufferPointer { sums in
            let sums = sums.baseAddress!
            for index in -radius...radius {
                guard let row = sourceRow(index, rows: rows, edge: edge) else { continue }
                RowArithmetic.add(source + row * rowLength, to: sums, count: rowLength)
            }
            for y in 0..<rows {
                RowArithmetic.scale(sums, by: scale, into: target + y * rowLength, count: rowLength)
                guard y + 1 < rows else { break }
                if let entering = sourceRow(y + radius + 1, rows: rows, edge: edge) {
                    RowArithmetic.add(source + entering * rowLength, to: sums, count: rowLength)
                }
                if let leaving = sourceRow(y - radius, rows: rows, edge: edge) {
                    RowArithmetic.subtract(source + leaving * rowLength, from: sums, count: rowLength)
                }
            }
        }
    }

    private static func convolveColumns(_ source: UnsafeMutableBufferPointer<Float>, into target: UnsafeMutableBufferPointer<Float>,
                                        rowLength: Int, rows: Int, weights: [Float], edge: Edge) {
        let radius = weights.count / 2
        let source = source.baseAddress!, target = target.baseAddress!
        var taps: [(row: UnsafePointer<Float>, weight: Float)] = []
        taps.reserveCapacity(weights.count)
        for y in 0..<rows {
            taps.removeAll(keepingCapacity: true)
            for (k, weight) in weights.enumerated() {
                guard let row = sourceRow(y + k - radius, rows: rows, edge: edge) else { continue }
                taps.append((UnsafePointer(source + row * rowLength), weight))
            }
            RowArithmetic.weightedSum(taps, into: target + y * rowLength, count: rowLength)
        }
    }

    /// Writes the `height` × `width` grid `source` as a `width` × `height` grid, in tiles that stay in cache.
    private static func transpose(_ source: UnsafeMutableBufferPointer<Float>, into target: UnsafeMutableBufferPointer<Float>,
                                  width: Int, height: Int, channels: Int) {
        switch channels {
        case 1: transpose(source, into: target, width: width, height: height, element: Float.self)
        case 3: transpose(source, into: target, width: width, height: height, element: SIMD3Floats.self)
        default:
            let source = source.baseAddress!, target = target.baseAddress!
            for y in 0..<height {
                for x in 0..<width {
                    let from = (y &* width &+ x) &* channels, to = (x &* height &+ y) &* channels
                    for c in 0..<channels { target[to &+ c] = source[from &+ c] }
                }
            }
        }
    }

    /// Three packed floats (unlike `SIMD3<Float>`, which is padded to four).
    private struct SIMD3Floats { var r, g, b: Float }

    private static func transpose<Element>(_ source: UnsafeMutableBufferPointer<Float>, into target: UnsafeMutableBufferPointer<Float>,
                                           width: Int, height: Int, element: Element.Type) {
        let source = UnsafeMutableRawPointer(source.baseAddress!).assumingMemoryBound(to: Element.self)
        let target = UnsafeMutableRawPointer(target.baseAddress!).assumingMemoryBound(to: Element.self)
        let tile = 16
        for tileY in stride(from: 0, to: height, by: tile) {
            let endY = min(tileY &+ tile, height)
            for tileX in stride(from: 0, to: width, by: tile) {
                let endX = min(tileX &+ tile, width)
                for y in tileY..<endY {
                    for x in tileX..<endX {
                        target[x &* height &+ y] = source[y &* width &+ x]
                    }
                }
            }
        }
    }
}
