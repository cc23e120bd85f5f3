import Foundation
import Testing
import TestSupport
@testable import DemoApp

@Suite struct VideoFormatTests {
    /// What docs/command-line.md promises of an mp4, read from the file ffmpeg wrote: H.264 in 4:2:0 (what
    /// every player decodes) at the clip's rate, with its index before the media so it plays
    /// while it downloads.
    @Test func mp4IsH264In420AtTheClipsRateAndStreamable() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/clip.mp4"
        let encoder = try VideoEncoder(outputPath: path, width: 64, height: 48, fps: 60)
        for index in 0..<6 { try encoder.append(RecordingTestSupport.frame(index, width: 64, height: 48)) }
        _ = try encoder.finish()
        let fields = String(decoding: try RecordingTestSupport.run(try RecordingTestSupport.ffprobe(), [
            "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_name,pix_fmt,r_frame_rate",
            "-of", "csv=p=0", path,
        ]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(fields == "h264,yuv420p,60/1")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let moov = try #require(bytes.range(of: Data("moov".utf8))), mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
    }

    @Test func ffmpegGetsTheOutputAsAnAbsoluteFilePathItCannotReadAsAnOptionOrURL() {
        let folder = FileManager.default.currentDirectoryPath
        for (given, expected) in [("-clip.mp4", "file:\(folder)/-clip.mp4"), ("file:clip.mp4", "file:\(folder)/file:clip.mp4"),
                                  ("http://x/clip.mp4", "file:\(folder)/http://x/clip.mp4"), ("/a/b.mp4", "file:/a/b.mp4")] {
            #expect(VideoFormat.webm.ffmpegArguments(width: 8, height: 8, fps: 30, outputPath: given).last == expected)
        }
    }

    /// The palette comes from the first two seconds, so it is ready before the clip ends.
    @Test func gifUsesOnePaletteFromTheFirstTwoSeconds() {
        let arguments = VideoFormat.gif.ffmpegArguments(width: 10, height: 10, fps: 60, outputPath: "a.gif")
        let graph = arguments.firstIndex(of: "-filter_complex").map { arguments[$0 + 1] }
        #expect(graph == "[0:v]fps=50,split[a][b];[a]trim=end_frame=100,palettegen[p];[b][p]paletteuse=diff_mode=rectangle")
    }

    /// A GIF's delays are whole hundredths: for every clip rate the GIF's rate keeps one delay
    /// (it divides 100), is at most 50 fps and no faster than the clip, and is the fastest such.
    @Test func gifRatesAreTheFastestThatDivideAHundred() {
        for fps in 1...240 {
            let rate = VideoFormat.gifFrameRate(forSourceRate: fps)
            let fastest = (1...min(fps, 50)).last { 100 % $0 == 0 }
            #expect(rate == fastest, "\(fps) fps")
        }
    }

    @Test func formatFollowsTheExtension() throws {
        #expect(VideoFormat(fileExtension: "MP4") == .mp4)
        #expect(VideoFormat(fileExtension: "webm") == .webm)
        #expect(VideoFormat(fileExtension: "gif") == .gif)
        #expect(VideoFormat(fileExtension: "mov") == nil)
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try VideoOutput(path: directory + "/clip.mp4").format == .mp4)
        #expect(RecordingTestSupport.files(in: directory).isEmpty)  // the write check leaves nothing
    }

    @Test func oddSizesArePaddedToEvenForH264() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/odd.mp4", width: 61, height: 41, fps: 30)
        for index in 0..<3 { try encoder.append(RecordingTestSupport.frame(index, width: 61, height: 41)) }
        _ = try encoder.finish()
        let probe = try RecordingTestSupport.probe(directory + "/odd.mp4")
        #expect(probe.width == 62 && probe.height == 42 && probe.frames == 3)
    }
}
