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

    /// Memory at the peak of a recording, rendering and ffmpeg together, is a fixed part and a
    /// part per pixel of its frame that depends on what ffmpeg writes: measured by sampling the
    /// summed resident memory of `record` and its ffmpeg every 10 ms, at frames of 0.6 to 33.5
    /// million pixels (docs/command-line.md, "Limits"), and rounded up so that the guard expects
    /// at least every peak measured.
    public static let peakFixedBytes = 200_000_000.0

    /// The part per pixel: libx264's lookahead and frame threads for mp4 (the window's R records
    /// mp4; a screenshot, `verify` and PNG frames need less), libvpx's for webm, and for a GIF the
    /// frames held while its palette is made from the first `VideoFormat.gifPaletteSeconds`.
    public static func peakBytesPerPixel(_ format: VideoFormat?) -> Double {
        switch format {
        case .gif: 660
        case .webm: 140
        case .mp4, .pngSequence, nil: 126
        }
    }

    /// The largest frame side, in pixels, after the scale: libx264 refuses a wider or taller
    /// frame ("invalid width x height" at 16386 wide). ffmpeg itself refuses frames whose
    /// (width + 128) × (height + 128) reaches 2^28; with at most `maximumFramePixels` and sides
    /// of at most this, every frame stays below that.
    public static let maximumFrameSide = 16384

    /// The largest scenario file, in bytes.
    public static let maximumScenarioBytes = 1 << 20

    /// Why frames of `points` at `scale` cannot be rendered, or nil if they can: too many pixels,
    /// a side too long for ffmpeg, or more memory than `physicalMemory` at the peak of a
    /// recording into `format` (nil: anything else that renders). Pixels are rounded as the
    /// renderer rounds them.
    public static func frameSizeProblem(_ points: Size, scale: Double, format: VideoFormat? = nil,
                                        physicalMemory: UInt64 = ProcessInfo.processInfo.physicalMemory) -> String? {
        let width = (points.width * scale).rounded(), height = (points.height * scale).rounded()
        let frame = "frames would be \(width.formatted)x\(height.formatted) pixels (\(points.width.formatted)x\(points.height.formatted) points at scale \(scale.formatted))"
        let side = Double(maximumFrameSide)
        if width * height > Double(maximumFramePixels) || width > side || height > side {
            let most = Int(Double(maximumFramePixels).squareRoot())
            return "\(frame); the most is \(maximumFramePixels) pixels (\(most)x\(most)), no side above \(maximumFrameSide)"
        }
        let peak = peakBytes(pixels: width * height, format: format)
        if peak > Double(physicalMemory) {
            return "\(frame), which need about \(gigabytes(peak)) GB of memory at the peak; this machine has \(gigabytes(Double(physicalMemory))) GB"
        }
        return nil
    }

    /// The memory a recording of frames of `pixels` into `format` needs at its peak.
    static func peakBytes(pixels: Double, format: VideoFormat?) -> Double {
        peakFixedBytes + pixels * peakBytesPerPixel(format)
    }

    private static func gigabytes(_ bytes: Double) -> String {
        String(format: "%.1f", bytes / 1e9)
    }
}
