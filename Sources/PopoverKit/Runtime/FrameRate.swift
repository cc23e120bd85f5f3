/// A frame rate, and the fixed-step time it gives a headless run: frame `f` shows time
/// `f / framesPerSecond`, so the same run draws the same frames every time.
///
/// `standard` is the one rate of the project: the window's frames while anything moves, the
/// headless renderer, screenshots, scenarios, recordings and benchmarks.
public struct FrameRate: Hashable, Sendable {
    public let framesPerSecond: Int

    /// 60 frames a second.
    public static let standard = FrameRate(framesPerSecond: 60)

    /// Slack for times that should fall exactly on a frame but carry rounding error (0.1 + 0.2).
    public static let tolerance = 1e-9

    public init(framesPerSecond: Int) {
        precondition(framesPerSecond > 0, "frames per second must be positive, got \(framesPerSecond)")
        self.framesPerSecond = framesPerSecond
    }

    /// Seconds between two frames.
    public var interval: Double { 1 / Double(framesPerSecond) }

    /// The time frame `frame` shows, in seconds from the start.
    public func time(ofFrame frame: Int) -> Double {
        Double(frame) / Double(framesPerSecond)
    }

    /// The first frame whose time is at or after `time` (0 for any time up to 0).
    public func frame(at time: Double) -> Int {
        max(0, Int((time * Double(framesPerSecond) - Self.tolerance).rounded(.up)))
    }

    /// The first frame whose time is strictly after `time`.
    public func frame(after time: Double) -> Int {
        max(0, Int((time * Double(framesPerSecond) + Self.tolerance).rounded(.down)) + 1)
    }

    /// The frames a fixed-step run draws on its way to `time`: those after `lastTime` (from
    /// frame 0 when there was none) and before the first frame at or after `time`.
    public func frames(leadingTo time: Double, after lastTime: Double?) -> Range<Int> {
        let first = lastTime.map(frame(after:)) ?? 0
        return first..<max(first, frame(at: time))
    }
}
