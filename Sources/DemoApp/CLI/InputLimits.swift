import PopoverKit

/// The bounds on every number the command line and scenario scripts accept, checked before
/// anything is rendered so that no input can exhaust memory or time (README, "Limits").
nonisolated public enum InputLimits {
    /// The longest a scenario may last and the latest `screenshot --time`, in seconds: ten
    /// minutes, 36,000 frames at 60 fps.
    public static let maximumSeconds = 600.0

    /// The largest window, canvas or scenario `size` side, in points.
    public static let maximumSidePoints = 8192

    /// The largest magnitude of a scenario point's coordinate, in points.
    public static let maximumCoordinate = 100_000.0

    /// The largest frame, in pixels, after the scale: 8192 × 8192. A frame of this size is
    /// 256 MiB, and the compositor, encoder and PNG writer hold a few copies of it.
    public static let maximumFramePixels = 8192 * 8192

    /// The largest frame side, in pixels, after the scale: libx264 refuses a wider or taller
    /// frame ("invalid width x height" at 16386 wide). ffmpeg itself refuses frames whose
    /// (width + 128) × (height + 128) reaches 2^28; with at most `maximumFramePixels` and sides
    /// of at most this, every frame stays below that.
    public static let maximumFrameSide = 16384

    /// The largest scenario file, in bytes.
    public static let maximumScenarioBytes = 1 << 20

    /// Why frames of `points` at `scale` cannot be rendered, or nil if they can. Pixels are
    /// rounded as the renderer rounds them.
    public static func frameSizeProblem(_ points: Size, scale: Double) -> String? {
        let width = (points.width * scale).rounded(), height = (points.height * scale).rounded()
        let side = Double(maximumFrameSide)
        guard width * height > Double(maximumFramePixels) || width > side || height > side else { return nil }
        let most = Int(Double(maximumFramePixels).squareRoot())
        return "frames would be \(width.formatted)x\(height.formatted) pixels (\(points.width.formatted)x\(points.height.formatted) points at scale \(scale.formatted)); "
            + "the most is \(maximumFramePixels) pixels (\(most)x\(most)), no side above \(maximumFrameSide)"
    }
}
