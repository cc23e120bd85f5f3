import Foundation
import PopoverRender
import PopoverSDL

/// The render-and-encode loop of `popover-demo record`.
nonisolated public enum RecordingLoop {
    /// Renders frames `0..<frameCount` with `render` and appends each to `encoder`, polling
    /// `interrupt` between frames: once it is requested the loop stops and the frames so far
    /// become a complete, playable file. Progress is reported after every frame.
    ///
    /// Rendering runs at a lower CPU priority than the encoder meanwhile (see `RenderPriority`).
    ///
    /// If `render` or the encoder throws, the encoder is aborted (no output is left) and the
    /// error rethrown.
    public static func run(frameCount: Int, encoder: VideoEncoder, interrupt: RecordingInterrupt? = nil,
                           progress: RecordingProgress? = nil,
                           render: (Int) throws -> PixelBuffer) throws -> RecordingResult {
        var progress = progress
        var interrupted = false
        let priority = RenderPriority.lowered()
        defer { priority?.restore() }
        do {
            for frame in 0..<frameCount {
                if interrupt?.isRequested == true {
                    interrupted = true
                    break
                }
                try encoder.append(try render(frame))
                progress?.update(completedFrames: frame + 1)
            }
            let url = try encoder.finish()
            progress?.finish(completedFrames: encoder.frameCount, output: url.path, interrupted: interrupted)
            return RecordingResult(url: url, frameCount: encoder.frameCount, wasInterrupted: interrupted)
        } catch {
            encoder.abort()
            throw error
        }
    }
}

/// What a finished recording produced.
nonisolated public struct RecordingResult: Hashable, Sendable {
    /// The video file, or the directory of PNG frames.
    public var url: URL
    public var frameCount: Int
    /// True if SIGINT or SIGTERM ended it before the last frame.
    public var wasInterrupted: Bool

    public init(url: URL, frameCount: Int, wasInterrupted: Bool) {
        self.url = url
        self.frameCount = frameCount
        self.wasInterrupted = wasInterrupted
    }
}
