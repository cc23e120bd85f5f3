/// How a blur of a given σ is carried out: not at all, at full resolution, or on a coarser grid.
enum BlurPlan {
    case none
    case fullResolution(BlurKernel)
    case downsampled(DownsampledBlur)

    init(sigma: Double) {
        if let coarse = DownsampledBlur(sigma: sigma) {
            self = .downsampled(coarse)
            return
        }
        let kernel = BlurKernel(sigma: sigma)
        self = kernel.isIdentity ? .none : .fullResolution(kernel)
    }

    /// How far, in pixels, the blur can carry a pixel's value.
    var reach: Int {
        switch self {
        case .none: 0
        case .fullResolution(let kernel): kernel.reach
        case .downsampled(let coarse): coarse.reach
        }
    }

    func apply(_ samples: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, channels: Int,
               edge: PlanarBlur.Edge) {
        switch self {
        case .none:
            return
        case .fullResolution(let kernel):
            PlanarBlur.blur(samples, width: width, height: height, channels: channels, kernel: kernel, edge: edge)
        case .downsampled(let coarse):
            coarse.blur(samples, width: width, height: height, channels: channels, edge: edge)
        }
    }
}
