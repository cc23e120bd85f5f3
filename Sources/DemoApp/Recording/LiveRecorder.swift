import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// Key R in the window: records what the window shows into a timestamped mp4 in the folder the
/// window started in (`RecordingFolder`), in real time: each presented frame fills the 1/60 s
/// slots of the clip until the next one, so the clip plays at the speed it was seen even when
/// frames took longer to draw.
final class LiveRecorder {
    let path: String
    let width: Int
    let height: Int
    let fps: Int
    private let encoder: VideoEncoder
    private var startTime: Double?

    /// Records into `path` (see `path(in:startedAt:fileExtension:)`).
    init(width: Int, height: Int, path: String, fps: Int = FrameRate.standard.framesPerSecond) throws {
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        encoder = try VideoEncoder(output: try VideoOutput(path: path), width: width, height: height, fps: fps,
                                   ffmpeg: try VideoEncoder.findFFmpeg())
    }

    /// Where a recording started at `date` writes its file with `fileExtension`:
    /// `popover-demo-YYYYMMDD-HHMMSS.EXT` in `folder`. The scenario captured with it goes beside
    /// it, under the same name.
    static func path(in folder: String, startedAt date: Date, fileExtension: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return (folder.hasSuffix("/") ? folder : folder + "/") + "popover-demo-\(formatter.string(from: date)).\(fileExtension)"
    }

    /// False when the frame's size changed: a clip keeps one size, so recording must stop.
    func accepts(_ frame: PixelBuffer) -> Bool { frame.width == width && frame.height == height }

    /// Adds the frame shown at `time` (seconds, any origin).
    func append(_ frame: PixelBuffer, at time: Double) throws {
        let start = startTime ?? time
        startTime = start
        let slots = Int(((time - start) * Double(fps)).rounded(.down)) + 1
        // Faster than the clip's rate: this frame's slot is already filled by the last one.
        guard slots > encoder.frameCount else { return }
        for _ in encoder.frameCount..<slots { try encoder.append(frame) }
    }

    /// Finishes the file; returns its path and frame count.
    func finish() throws -> (path: String, frames: Int) {
        let url = try encoder.finish()
        return (url.path, encoder.frameCount)
    }
}
