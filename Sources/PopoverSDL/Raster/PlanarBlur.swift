/// Blurs one channel stored as rows of `Float`s, rows then columns.
enum PlanarBlur {
    /// Blurs `width` × `height` samples laid out with `pitch` samples per row, in place.
    static func blur(_ samples: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, pitch: Int,
                     kernel: BlurKernel, edge: LineBlur.Edge) {
        guard width > 0, height > 0, !kernel.isIdentity else { return }
        var lineBlur = LineBlur(kernel: kernel, edge: edge, maximumLength: max(width, height))
        for row in 0..<height {
            let start = row * pitch
            lineBlur.blur(UnsafeMutableBufferPointer(rebasing: samples[start..<(start + width)]))
        }
        var column = [Float](repeating: 0, count: height)
        column.withUnsafeMutableBufferPointer { column in
            for x in 0..<width {
                for y in 0..<height { column[y] = samples[y * pitch + x] }
                lineBlur.blur(column)
                for y in 0..<height { samples[y * pitch + x] = column[y] }
            }
        }
    }
}
