import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// Key R in the window: records what the window shows into the take's mp4 (`TakeName`) in the
/// folder the window started in (`RecordingFolder`), in real time: each presented frame fills the 1/60 s
/// slots of the clip until the next one, so the clip plays at the speed it was seen even when
/// frames took longer to draw.
final class LiveRecorder {
    let path: String
    let width: Int
    let height: Int
    let fps: Int
    private let encoder: VideoEncoder
    private var startTime: Double?

    /// Records into `path` (see `TakeName`).
    init(width: Int, height: Int, path: String, fps: Int = FrameRate.standard.framesPerSecond) throws {
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        encoder = try VideoEncoder(output: try VideoOutput(path: path), width: width, height: height, fps: fps,
                                   ffmpeg: try VideoEncoder.findFFmpeg())
    }

    /// Adds the frame shown at `time` (seconds, any origin). A frame of another size (the window
    /// was resized) is fitted into the clip's size (`FrameFit`).
    func append(_ frame: PixelBuffer, at time: Double) throws {
        let start = startTime ?? time
        startTime = start
        let slots = Int(((time - start) * Double(fps)).rounded(.down)) + 1
        // Faster than the clip's rate: this frame's slot is already filled by the last one.
        guard slots > encoder.frameCount else { return }
        let clipFrame = frame.width == width && frame.height == height ? frame
            : FrameFit.fit(frame, width: width, height: height)
        for _ in encoder.frameCount..<slots { try encoder.append(clipFrame) }
    }

    /// Finishes the file; returns its path and frame count.
    func finish() throws -> (path: String, frames: Int) {
        let url = try encoder.finish()
        return (url.path, encoder.frameCount)
    }
}
