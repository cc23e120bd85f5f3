import Foundation

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
