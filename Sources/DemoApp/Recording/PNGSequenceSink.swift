import Foundation
import PopoverSDL

/// Writes each frame as `frame-00001.png`, `frame-00002.png`, ... in a directory.
///
/// Each file appears whole (PNGWriter renames it into place); `abort` removes the frames written.
nonisolated final class PNGSequenceSink: FrameSink {
    private let directory: String
    private var written: [String] = []

    init(directory: String) {
        self.directory = directory
    }

    static func fileName(forFrame index: Int) -> String {
        "frame-" + String(format: "%05d", index + 1) + ".png"
    }

    func append(_ frame: PixelBuffer, index: Int) throws {
        let path = (directory as NSString).appendingPathComponent(Self.fileName(forFrame: index))
        do {
            try PNGWriter.write(frame, to: path)
        } catch {
            throw RecordingError.unwritableOutput(path: path, reason: "\(error)")
        }
        written.append(path)
    }

    func finish(frameCount: Int) throws -> URL {
        URL(fileURLWithPath: directory, isDirectory: true)
    }

    func abort() {
        for path in written { try? FileManager.default.removeItem(atPath: path) }
        written.removeAll()
    }
}
