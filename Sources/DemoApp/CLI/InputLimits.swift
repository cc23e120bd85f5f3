import Foundation
import PopoverKit

/// The bounds on every number the command line and scenario scripts accept, checked before
/// anything is rendered so that no input can exhaust memory or time (docs/command-line.md, "Limits").
nonisolated public enum InputLimits {
    /// The longest a scenario may last and the latest `screenshot --time`, in seconds: ten
    /// minutes, 36,001 frames at 60 fps.
    public static let maximumSeconds = 600.0

    /// The largest window, canvas or scenario `size` side, in points.
    public static let maximumSidePoints = 8192

    /// The largest magnitude of a scenario point's coordinate, in points.
    public static let maximumCoordinate = 100_000.0

    /// The largest frame, in pixels, after the scale: 8192 × 8192, a frame of 256 MiB.
    public static let maximumFramePixels = 8192 * 8192

    /// Memory at the peak of a recording per pixel of its frame, rendering and ffmpeg's libx264
    /// together: 7 frames at 8192 × 8192 peaked at 4.76 GB, summed over both processes (a
    /// screenshot at 1.32 GB).
    public static let peakBytesPerPixel = 71.0

    /// The largest frame side, in pixels, after the scale: libx264 refuses a wider or taller
    /// frame ("invalid width x height" at 16386 wide). ffmpeg itself refuses frames whose
    /// (width + 128) × (height + 128) reaches 2^28; with at most `maximumFramePixels` and sides
    /// of at most this, every frame stays below that.
    public static let maximumFrameSide = 16384

    /// The largest scenario file, in bytes.
    public static let maximumScenarioBytes = 1 << 20

    /// Why frames of `points` at `scale` cannot be rendered, or nil if they can: too many pixels,
    /// a side too long for ffmpeg, or more memory than `physicalMemory` at the peak. Pixels are
    /// rounded as the renderer rounds them.
    public static func frameSizeProblem(_ points: Size, scale: Double,
                                        physicalMemory: UInt64 = ProcessInfo.processInfo.physicalMemory) -> String? {
        let width = (points.width * scale).rounded(), height = (points.height * scale).rounded()
        let frame = "frames would be \(width.formatted)x\(height.formatted) pixels (\(points.width.formatted)x\(points.height.formatted) points at scale \(scale.formatted))"
        let side = Double(maximumFrameSide)
        if width * height > Double(maximumFramePixels) || width > side || height > side {
            let most = Int(Double(maximumFramePixels).squareRoot())
            return "\(frame); the most is \(maximumFramePixels) pixels (\(most)x\(most)), no side above \(maximumFrameSide)"
        }
        let peak = width * height * peakBytesPerPixel
        if peak > Double(physicalMemory) {
            return "\(frame), which need about \(gigabytes(peak)) GB of memory at the peak; this machine has \(gigabytes(Double(physicalMemory))) GB"
        }
        return nil
    }

    private static func gigabytes(_ bytes: Double) -> String {
        String(format: "%.1f", bytes / 1e9)
    }
}
