import Foundation
import PopoverRender
import PopoverSDL

/// Writes each frame as `frame-00001.png`, `frame-00002.png`, ... in a directory.
///
/// Each file appears whole (PNGWriter writes it under a temporary name and renames it into
/// place); `abort` removes the frames written, and the directory too if this recording made it.
/// Frames of an earlier recording are deleted when the sink opens if the output says so
/// (`VideoOutput` refuses them otherwise).
nonisolated final class PNGSequenceSink: FrameSink {
    private let output: VideoOutput
    private var written: [String] = []

    /// The frame directory, when this recording made it: removed if the process ends abruptly.
    private var directoryToken: ExitCleanup.Token?

    /// The directory, open and locked (flock) for as long as this recording writes into it.
    private let lock: Int32

    init(output: VideoOutput) throws {
        self.output = output
        lock = open(output.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw RecordingError.unwritableOutput(path: output.path, reason: String(cString: strerror(errno))) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            close(lock)
            throw RecordingError.frameDirectoryInUse(directory: output.path)
        }
        if output.createdDirectory { directoryToken = ExitCleanup.track(path: output.path) }
        // Frames are complete files once renamed: they go with a crash or a second Ctrl-C too.
        ExitCleanup.trackNumberedFiles(prefix: (output.path.hasSuffix("/") ? output.path : output.path + "/") + "frame-", suffix: ".png")
        if output.replacesFrames {
            for name in Self.frameFiles(in: output.path) {
                let path = (output.path as NSString).appendingPathComponent(name)
                guard unlink(path) == 0 || errno == ENOENT else {
                    throw RecordingError.unwritableOutput(path: path, reason: String(cString: strerror(errno)))
                }
            }
        }
    }

    deinit {
        close(lock)
    }

    static func fileName(forFrame index: Int) -> String {
        "frame-" + String(format: "%05d", index + 1) + ".png"
    }

    /// Whether `name` is one of the frame file names above.
    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let number = name.dropFirst("frame-".count).dropLast(".png".count)
        return number.count >= 5 && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The names of the frame files in `directory` (none if it does not exist).
    static func frameFiles(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter(isFrameFileName).sorted()
    }

    func append(_ frame: PixelBuffer, index: Int) throws {
        let path = (output.path as NSString).appendingPathComponent(Self.fileName(forFrame: index))
        do {
            try PNGWriter.write(frame, to: path)
        } catch let error as OutputFileError {
            throw RecordingError(error)
        } catch {
            throw RecordingError.unwritableOutput(path: path, reason: "\(error)")
        }
        written.append(path)
        ExitCleanup.numberedFilesWritten(written.count)
    }

    func finish(frameCount: Int) throws -> URL {
        ExitCleanup.withdrawNumberedFiles()
        ExitCleanup.withdraw(directoryToken)
        directoryToken = nil
        return URL(fileURLWithPath: output.path, isDirectory: true)
    }

    func abort() {
        for path in written { unlink(path) }
        written.removeAll()
        ExitCleanup.withdrawNumberedFiles()
        ExitCleanup.withdraw(directoryToken)
        directoryToken = nil
        // Only if empty: rmdir never removes anything but the directory itself.
        if output.createdDirectory { rmdir(output.path) }
    }
}
