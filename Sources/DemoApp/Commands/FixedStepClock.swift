import PopoverKit

/// Headless time for the app: frames at a fixed rate from 0, so the same run renders identically
/// every time.
enum FixedStepClock {
    /// Advances the app frame by frame from 0 to the first frame at or after `time` and returns
    /// that frame's drawing.
    static func run(_ app: AppRuntime, until time: Double, fps: Int = FrameRate.standard.framesPerSecond) -> DisplayList {
        let rate = FrameRate(framesPerSecond: fps)
        for index in rate.frames(leadingTo: time, after: nil) { _ = app.frame(at: rate.time(ofFrame: index)) }
        return app.frame(at: rate.time(ofFrame: rate.frame(at: time)))
    }
}
