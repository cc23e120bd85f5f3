import Foundation

/// Reports a recording's progress on standard error: on a terminal, a bar redrawn in place
/// (frames, percent, time left); otherwise nothing until a one-line summary at the end.
nonisolated public struct RecordingProgress {
    public let totalFrames: Int
    public let fps: Int
    /// The rate the output plays at when it is not `fps` (a GIF's), for the summary.
    public let outputRate: Int?
    public let isInteractive: Bool
    private let write: (String) -> Void
    private let now: () -> Double
    private let start: Double
    private var lastDraw = -Double.infinity

    /// Seconds between redraws of the bar.
    static let redrawInterval = 0.1

    /// - Parameters:
    ///   - isInteractive: draw the bar; by default when standard error is a terminal.
    ///   - write: where text goes; by default standard error.
    ///   - now: a clock in seconds; by default the monotonic system clock.
    ///   - outputRate: the rate the output plays at, when it resamples the frames (a GIF).
    public init(totalFrames: Int, fps: Int, outputRate: Int? = nil, isInteractive: Bool = isatty(STDERR_FILENO) != 0,
                write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
                now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        self.totalFrames = totalFrames
        self.fps = fps
        self.outputRate = outputRate == fps ? nil : outputRate
        self.isInteractive = isInteractive
        self.write = write
        self.now = now
        start = now()
    }

    /// Records that `completedFrames` frames are done, redrawing the bar at most ten times a second.
    public mutating func update(completedFrames: Int) {
        guard isInteractive else { return }
        let time = now()
        guard time - lastDraw >= Self.redrawInterval || completedFrames >= totalFrames else { return }
        lastDraw = time
        write("\r" + Self.bar(completed: completedFrames, total: totalFrames, elapsed: time - start) + "\u{1B}[K")
    }

    /// Clears the bar and prints the summary line.
    public func finish(completedFrames: Int, output: String, interrupted: Bool) {
        let elapsed = now() - start
        var line = interrupted
            ? "interrupted: recorded \(completedFrames) of \(totalFrames) frames"
            : "recorded \(completedFrames) frames"
        line += " (" + Self.seconds(Double(completedFrames) / Double(max(1, fps))) + " at \(fps) fps) to \(output)"
        if let outputRate {
            line += ", which holds \(Self.resampledCount(completedFrames, from: fps, to: outputRate)) of them at \(outputRate) fps"
        }
        line += " in " + Self.seconds(elapsed)
        write((isInteractive ? "\r\u{1B}[K" : "") + line + "\n")
    }

    /// How many of `frames` frames at `fps` ffmpeg's `fps` filter keeps at `rate`: one per output
    /// tick, the nearest, over the clip's length rounded to a whole tick.
    static func resampledCount(_ frames: Int, from fps: Int, to rate: Int) -> Int {
        Int((Double(frames) * Double(rate) / Double(max(1, fps))).rounded())
    }

    /// One line of progress: `[#########-----------]  240/481 frames  49%  3.2 s left`.
    public static func bar(completed: Int, total: Int, elapsed: Double, width: Int = 24) -> String {
        let fraction = total > 0 ? min(1, max(0, Double(completed) / Double(total))) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        let percent = Int((fraction * 100).rounded(.down))
        let left: String
        if completed > 0, completed < total, elapsed > 0 {
            left = seconds(elapsed / Double(completed) * Double(total - completed)) + " left"
        } else if completed >= total {
            left = "done"
        } else {
            left = "-- s left"
        }
        let countWidth = String(total).count
        let count = String(repeating: " ", count: max(0, countWidth - String(completed).count)) + String(completed)
        return "\(bar) \(count)/\(total) frames \(String(repeating: " ", count: 3 - String(percent).count))\(percent)%  \(left)"
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.1f s", value)
    }
}
