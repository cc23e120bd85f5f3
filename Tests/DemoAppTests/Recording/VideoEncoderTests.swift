import Foundation
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

@Suite struct VideoEncoderTests {
    @Test func mp4HasEveryFrameAtTheRequestedSizeAndNoPartialFile() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/clip.mp4"
        let encoder = try VideoEncoder(outputPath: path, width: 160, height: 120, fps: 30)
        for index in 0..<45 { try encoder.append(RecordingTestSupport.frame(index)) }
        let url = try encoder.finish()
        #expect(url.path == path)
        #expect(RecordingTestSupport.files(in: directory) == ["clip.mp4"])
        let probe = try RecordingTestSupport.probe(path)
        #expect(probe.width == 160 && probe.height == 120 && probe.frames == 45)
    }

    @Test func mp4KeepsColoursAndMotion() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/motion.mp4"
        let encoder = try VideoEncoder(outputPath: path, width: 160, height: 120, fps: 30)
        for index in 0..<12 { try encoder.append(RecordingTestSupport.frame(index)) }
        _ = try encoder.finish()
        // Frame 10: the red square spans x 40..<60, y 50..<70; the top band is blue.
        let rgb = try RecordingTestSupport.decodedFrame(path, index: 10)
        #expect(rgb.count == 160 * 120 * 3)
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * 160 + x) * 3
            return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
        }
        let square = pixel(50, 60), background = pixel(100, 60), band = pixel(80, 3), before = pixel(30, 60)
        #expect(square.0 > 200 && square.1 < 60 && square.2 < 60, "square \(square)")
        #expect(background.0 > 230 && background.1 > 230 && background.2 > 230, "background \(background)")
        #expect(band.0 < 60 && band.1 < 60 && band.2 > 200, "band \(band)")
        #expect(before.1 > 230, "left of the square \(before)")
    }

    @Test func webmHasEveryFrame() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/clip.webm"
        let encoder = try VideoEncoder(outputPath: path, width: 96, height: 64, fps: 30)
        for index in 0..<10 { try encoder.append(RecordingTestSupport.frame(index, width: 96, height: 64)) }
        _ = try encoder.finish()
        let probe = try RecordingTestSupport.probe(path)
        #expect(probe.width == 96 && probe.height == 64 && probe.frames == 10)
    }

    @Test func gifAt50fpsKeepsEveryFrame() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/clip.gif"
        let encoder = try VideoEncoder(outputPath: path, width: 120, height: 90, fps: 50)
        for index in 0..<20 { try encoder.append(RecordingTestSupport.frame(index, width: 120, height: 90)) }
        _ = try encoder.finish()
        #expect(RecordingTestSupport.files(in: directory) == ["clip.gif"])
        let probe = try RecordingTestSupport.probe(path)
        #expect(probe.width == 120 && probe.height == 90 && probe.frames == 20)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(6) == Data("GIF89a".utf8))
    }

    @Test func directoryGetsNumberedPNGs() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let frames = directory + "/frames/"
        let encoder = try VideoEncoder(outputPath: frames, width: 64, height: 48, fps: 60, searchPath: "")
        #expect(encoder.output.format == .pngSequence)
        for index in 0..<3 { try encoder.append(RecordingTestSupport.frame(index, width: 64, height: 48)) }
        #expect(try encoder.finish().path == directory + "/frames")
        #expect(RecordingTestSupport.files(in: directory + "/frames") == ["frame-00001.png", "frame-00002.png", "frame-00003.png"])
        let probe = try RecordingTestSupport.probe(directory + "/frames/frame-00002.png")
        #expect(probe.width == 64 && probe.height == 48)
        // An existing directory without the trailing slash is a frame directory too.
        try FileManager.default.createDirectory(atPath: directory + "/empty", withIntermediateDirectories: false)
        #expect(try VideoOutput(path: directory + "/empty").format == .pngSequence)
    }

    @Test func missingFFmpegIsReportedWithThePackageName() throws {
        let empty = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: RecordingError.ffmpegNotFound(searched: [empty])) {
            try VideoEncoder(outputPath: empty + "/clip.mp4", width: 16, height: 16, fps: 30, searchPath: empty)
        }
        #expect(RecordingTestSupport.files(in: empty).isEmpty)
        let message = RecordingError.ffmpegNotFound(searched: [empty]).description
        #expect(message.hasPrefix("ffmpeg was not found (searched \(empty)); install the Debian package `ffmpeg`"))
        let installed = try RecordingTestSupport.ffmpeg()
        let folder = (installed as NSString).deletingLastPathComponent
        #expect(try VideoEncoder.findFFmpeg(searchPath: empty + ":" + folder).path == installed)
    }

    @Test func unwritableOrUnknownOutputsFailBeforeAnyFrame() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/plain-file"
        try Data().write(to: URL(fileURLWithPath: file))
        #expect(throws: RecordingError.unwritableOutput(path: file + "/clip.mp4", reason: "\(file) is not a directory")) {
            try VideoOutput(path: file + "/clip.mp4")
        }
        #expect(throws: RecordingError.unwritableOutput(
            path: directory + "/missing/clip.mp4", reason: "the directory \(directory)/missing does not exist")) {
            try VideoOutput(path: directory + "/missing/clip.mp4")
        }
        #expect(throws: RecordingError.unwritableOutput(path: "/proc/clip.gif", reason: "No such file or directory")) {
            try VideoOutput(path: "/proc/clip.gif")
        }
        #expect(throws: RecordingError.unsupportedExtension(path: directory + "/clip.avi")) {
            try VideoOutput(path: directory + "/clip.avi")
        }
        #expect(RecordingError.unsupportedExtension(path: "clip.avi").description
                == "cannot tell the format of clip.avi: expected an output ending in .mp4, .webm, .gif or a directory ending in / for numbered PNG frames")
        #expect(RecordingTestSupport.files(in: directory) == ["plain-file"])
    }

    @Test func ffmpegKilledMidwayFailsAppendAndLeavesNoFile() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/clip.mp4", width: 160, height: 120, fps: 30)
        for index in 0..<5 { try encoder.append(RecordingTestSupport.frame(index)) }
        let pid = try #require(encoder.ffmpegProcessIdentifier)
        #expect(kill(pid, SIGKILL) == 0)
        var failure: Error?
        for index in 5..<60 {
            do {
                try encoder.append(RecordingTestSupport.frame(index))
            } catch {
                failure = error
                break
            }
        }
        guard case .ffmpegFailed(let status, let sent, _) = failure as? RecordingError else {
            Issue.record("expected ffmpegFailed, got \(String(describing: failure))")
            return
        }
        #expect(status == "was killed by signal 9")
        #expect((5..<60).contains(sent))
        #expect(throws: RecordingError.closed) { try encoder.finish() }
        #expect(RecordingTestSupport.files(in: directory).isEmpty)
    }

    @Test func ffmpegKilledBeforeFinishFailsFinishAndLeavesNoFile() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/clip.mp4", width: 160, height: 120, fps: 30)
        try encoder.append(RecordingTestSupport.frame(0))
        let pid = try #require(encoder.ffmpegProcessIdentifier)
        #expect(kill(pid, SIGKILL) == 0)
        #expect(throws: RecordingError.self) { try encoder.finish() }
        #expect(RecordingTestSupport.files(in: directory).isEmpty)
    }

    @Test func ffmpegErrorsAreQuoted() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A stand-in ffmpeg that complains and exits, as one built without libx264 would.
        let fake = directory + "/ffmpeg"
        try "#!/bin/sh\necho 'Unknown encoder libx264' >&2\nexit 1\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let encoder = try VideoEncoder(output: try VideoOutput(path: directory + "/clip.mp4"), width: 32, height: 32,
                                       fps: 30, ffmpeg: URL(fileURLWithPath: fake))
        var failure: Error?
        do {
            for index in 0..<20 { try encoder.append(RecordingTestSupport.frame(index, width: 32, height: 32)) }
            _ = try encoder.finish()
        } catch {
            failure = error
        }
        // How many frames got through before the pipe broke depends on timing.
        guard case .ffmpegFailed(let status, _, let log) = failure as? RecordingError else {
            Issue.record("expected ffmpegFailed, got \(String(describing: failure))")
            return
        }
        #expect(status == "exited with status 1")
        #expect(log == "Unknown encoder libx264")
        #expect(RecordingTestSupport.files(in: directory) == ["ffmpeg"])
    }

    @Test func abortAndMisuseLeaveNothing() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/clip.mp4", width: 160, height: 120, fps: 30)
        try encoder.append(RecordingTestSupport.frame(0))
        #expect(throws: RecordingError.frameSizeMismatch(expected: "160x120", found: "64x48")) {
            try encoder.append(RecordingTestSupport.frame(0, width: 64, height: 48))
        }
        encoder.abort()
        #expect(throws: RecordingError.closed) { try encoder.append(RecordingTestSupport.frame(1)) }
        let empty = try VideoEncoder(outputPath: directory + "/empty.gif", width: 16, height: 16, fps: 30)
        #expect(throws: RecordingError.noFrames) { try empty.finish() }
        #expect(RecordingTestSupport.files(in: directory).isEmpty)
    }
}

/// ffmpeg's exit status is not the whole truth, outputs are never shared or deleted, and a frame
/// directory from another run is not mixed with a new one.
@Suite struct VideoEncoderFaultTests {
    /// A stand-in ffmpeg: reads all frames, runs `body` with `$out` the output file, and exits 0.
    static func fakeFFmpeg(in directory: String, _ body: String) throws -> URL {
        let path = directory + "/ffmpeg"
        let script = "#!/bin/sh\neval out=\\${$#}\nout=${out#file:}\ncat >/dev/null\n\(body)\nexit 0\n"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return URL(fileURLWithPath: path)
    }

    static func encodeAndFinish(_ encoder: VideoEncoder, frames: Int = 10) -> Error? {
        do {
            for index in 0..<frames { try encoder.append(RecordingTestSupport.frame(index, width: 32, height: 32)) }
            _ = try encoder.finish()
            return nil
        } catch {
            return error
        }
    }

    /// What ffmpeg does on a full disk: it cannot write the trailer, says so, and exits 0.
    @Test func anErrorInFFmpegsLogFailsTheRecordingThoughItExitedZero() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ffmpeg = try Self.fakeFFmpeg(in: directory, """
            printf 'half a file' > "$out"
            echo "Error writing trailer of $out: No space left on device" >&2
            """)
        let encoder = try VideoEncoder(output: try VideoOutput(path: directory + "/clip.mp4"), width: 32, height: 32,
                                       fps: 30, ffmpeg: ffmpeg)
        let failure = Self.encodeAndFinish(encoder)
        guard case .ffmpegFailed(let status, let frames, let log) = failure as? RecordingError else {
            Issue.record("expected ffmpegFailed, got \(String(describing: failure))")
            return
        }
        #expect(status == "exited with status 0 but reported an error")
        #expect(frames == 10)
        #expect(log.hasSuffix(": No space left on device") && log.hasPrefix("Error writing trailer of \(directory)/clip.partial-"))
        #expect(RecordingTestSupport.files(in: directory) == ["ffmpeg"])
    }

    @Test func anFFmpegThatExitsZeroWithoutWritingFailsTheRecording() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(output: try VideoOutput(path: directory + "/clip.webm"), width: 32, height: 32,
                                       fps: 30, ffmpeg: try Self.fakeFFmpeg(in: directory, ":"))
        let failure = Self.encodeAndFinish(encoder)
        guard case .ffmpegFailed(let status, _, _) = failure as? RecordingError else {
            Issue.record("expected ffmpegFailed, got \(String(describing: failure))")
            return
        }
        #expect(status.hasPrefix("exited with status 0 but wrote nothing to \(directory)/clip.partial-"))
        #expect(RecordingTestSupport.files(in: directory) == ["ffmpeg"])
    }

    /// Two recordings to one path at once each write their own temporary file; both complete,
    /// and the file left is whole.
    @Test func twoRecordingsToOnePathAtOnceBothSucceed() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/clip.mp4"
        let first = try VideoEncoder(outputPath: path, width: 160, height: 120, fps: 30)
        let second = try VideoEncoder(outputPath: path, width: 160, height: 120, fps: 30)
        for index in 0..<20 {
            try first.append(RecordingTestSupport.frame(index))
            try second.append(RecordingTestSupport.frame(index))
        }
        #expect(try first.finish().path == path)
        #expect(try second.finish().path == path)
        #expect(RecordingTestSupport.files(in: directory) == ["clip.mp4"])
        let probe = try RecordingTestSupport.probe(path)
        #expect(probe.width == 160 && probe.height == 120 && probe.frames == 20)
    }

    /// Files and directories with the names temporary files used to have are not the program's.
    @Test func aFailedRecordingDeletesNothingItDidNotCreate() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/clip.partial.mp4/sub", withIntermediateDirectories: true)
        try "keep".write(toFile: directory + "/clip.partial.mp4/keep.txt", atomically: true, encoding: .utf8)
        try "mine".write(toFile: directory + "/clip.partial.webm", atomically: true, encoding: .utf8)
        for name in ["clip.mp4", "clip.webm"] {
            let encoder = try VideoEncoder(output: try VideoOutput(path: directory + "/" + name), width: 32, height: 32,
                                           fps: 30, ffmpeg: try Self.fakeFFmpeg(in: directory, "exit 1"))
            #expect(Self.encodeAndFinish(encoder) != nil)
        }
        #expect(RecordingTestSupport.files(in: directory) == ["clip.partial.mp4", "clip.partial.webm", "ffmpeg"])
        #expect(RecordingTestSupport.files(in: directory + "/clip.partial.mp4") == ["keep.txt", "sub"])
        #expect(try String(contentsOfFile: directory + "/clip.partial.webm", encoding: .utf8) == "mine")
    }

    @Test func aDirectoryAtAVideoPathIsRefused() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/clip.mp4", withIntermediateDirectories: true)
        #expect(throws: RecordingError.unwritableOutput(path: directory + "/clip.mp4", reason: "it is a directory")) {
            try VideoOutput(path: directory + "/clip.mp4")
        }
        #expect(RecordingTestSupport.files(in: directory) == ["clip.mp4"])
    }

    /// A frame directory holding another run's frames is refused, unless asked to replace them;
    /// then those frames go and nothing else does.
    @Test func framesOfAnotherRunAreRefusedUnlessReplaced() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let frames = directory + "/frames"
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        for index in 0..<7 {
            try "old".write(toFile: frames + "/" + PNGSequenceSink.fileName(forFrame: index), atomically: true, encoding: .utf8)
        }
        try "keep".write(toFile: frames + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(throws: RecordingError.framesFromAnotherRun(directory: frames, count: 7)) {
            try VideoOutput(path: frames + "/")
        }
        #expect(throws: RecordingError.framesFromAnotherRun(directory: frames, count: 7)) {
            try VideoOutput(path: frames)
        }
        #expect(RecordingTestSupport.files(in: frames).count == 8)

        let output = try VideoOutput(path: frames + "/", replacingFrames: true)
        let encoder = try VideoEncoder(output: output, width: 32, height: 32, fps: 30, ffmpeg: nil)
        for index in 0..<3 { try encoder.append(RecordingTestSupport.frame(index, width: 32, height: 32)) }
        _ = try encoder.finish()
        #expect(RecordingTestSupport.files(in: frames) == ["frame-00001.png", "frame-00002.png", "frame-00003.png", "notes.txt"])
    }

    /// The flag reaches the output from the command line, and without it the refusal is status 2.
    @MainActor
    @Test func recordTakesReplaceFrames() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/short.scenario"
        try "scene example\nwait 0.1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let arguments = ["record", "--scenario", script, "--out", directory + "/frames/", "--fps", "20", "--size", "40x40",
                         "--scale", "1"]
        #expect(DemoMain.run(arguments: arguments) == 0)
        #expect(RecordingTestSupport.files(in: directory + "/frames").count == 3)
        #expect(DemoMain.run(arguments: arguments) == 2)
        #expect(DemoMain.run(arguments: arguments + ["--replace-frames"]) == 0)
        #expect(RecordingTestSupport.files(in: directory + "/frames").count == 3)
    }

    /// A frame directory the recording made goes again when the recording fails.
    @Test func aFailedFrameRecordingRemovesTheDirectoryItMade() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/new/frames/", width: 32, height: 32, fps: 30)
        try encoder.append(RecordingTestSupport.frame(0, width: 32, height: 32))
        encoder.abort()
        #expect(RecordingTestSupport.files(in: directory) == ["new"])
        #expect(RecordingTestSupport.files(in: directory + "/new").isEmpty)
    }
}
