/// Blurs lines of samples (image rows or columns) in place, through a reusable padded copy.
struct LineBlur {
    /// What lies beyond the ends of a line.
    enum Edge {
        /// Nothing: samples outside are 0 (for masks grown to hold the whole blur).
        case zero
        /// The end sample repeats, so a constant image stays constant up to its border.
        case clamp
    }

    let kernel: BlurKernel
    let edge: Edge
    private var padded: [Float]

    init(kernel: BlurKernel, edge: Edge, maximumLength: Int) {
        self.kernel = kernel
        self.edge = edge
        padded = [Float](repeating: 0, count: maximumLength + 2 * kernel.reach + 1)
    }

    mutating func blur(_ line: UnsafeMutableBufferPointer<Float>) {
        guard !line.isEmpty else { return }
        switch kernel.passes {
        case .boxes(let radii):
            for radius in radii { box(line, radius: radius) }
        case .gaussian(let weights):
            convolve(line, weights: weights)
        }
    }

    /// Copies `line` into `padded` with `radius` samples of edge on both sides.
    private mutating func pad(_ line: UnsafeMutableBufferPointer<Float>, radius: Int) {
        let count = line.count
        let before: Float = edge == .clamp ? line[0] : 0
        let after: Float = edge == .clamp ? line[count - 1] : 0
        padded.withUnsafeMutableBufferPointer { padded in
            for i in 0..<radius { padded[i] = before }
            for i in 0..<count { padded[radius + i] = line[i] }
            for i in 0..<radius { padded[radius + count + i] = after }
        }
    }

    private mutating func box(_ line: UnsafeMutableBufferPointer<Float>, radius: Int) {
        pad(line, radius: radius)
        let count = line.count
        let windowWidth = 2 * radius + 1
        let scale = 1 / Double(windowWidth)
        padded.withUnsafeBufferPointer { padded in
            // A running sum over the window centred on each output; Double keeps it from drifting.
            var sum = 0.0
            for i in 0..<windowWidth { sum += Double(padded[i]) }
            for i in 0..<count {
                line[i] = Float(sum * scale)
                if i + 1 < count {
                    sum += Double(padded[i + windowWidth]) - Double(padded[i])
                }
            }
        }
    }

    private mutating func convolve(_ line: UnsafeMutableBufferPointer<Float>, weights: [Float]) {
        let radius = weights.count / 2
        pad(line, radius: radius)
        padded.withUnsafeBufferPointer { padded in
            weights.withUnsafeBufferPointer { weights in
                for i in 0..<line.count {
                    var sum: Float = 0
                    for k in 0..<weights.count { sum += padded[i + k] * weights[k] }
                    line[i] = sum
                }
            }
        }
    }
}
