import Foundation
import PopoverRender
import PopoverSDL

/// Where `VideoEncoder` sends frames: ffmpeg, or a directory of PNG files.
nonisolated protocol FrameSink: AnyObject {
    func append(_ frame: PixelBuffer, index: Int) throws
    /// Completes the output and returns where it is.
    func finish(frameCount: Int) throws -> URL
    /// Stops and removes what was written.
    func abort()
}
