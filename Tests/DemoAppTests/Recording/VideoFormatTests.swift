import Foundation
import PopoverKit
import PopoverRender
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

    /// docs/command-line.md: a GIF's palette comes from the clip's first 2 s, and colours first
    /// seen later are dithered from it. Read from the decoded file: a colour shown from the
    /// start comes back exactly at the end; one first shown after 2 s does not.
    @Test func gifPaletteComesFromTheFirstTwoSeconds() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func lastFrameMiss(earlyFrames: Int, late: UInt32, name: String) throws -> Int {
            let path = directory + "/\(name).gif"
            let encoder = try VideoEncoder(outputPath: path, width: 16, height: 16, fps: 50)
            for index in 0..<(earlyFrames + 10) {
                let color: UInt32 = index < earlyFrames ? (index % 2 == 0 ? 0xFF0000 : 0x0000FF) : late
                try encoder.append(PixelBuffer(width: 16, height: 16, color: Color(hex: color)))
            }
            _ = try encoder.finish()
            let rgb = try RecordingTestSupport.decodedFrame(path, index: earlyFrames + 9)
            try #require(rgb.count == 16 * 16 * 3)
            let wanted = [Int(late >> 16 & 0xFF), Int(late >> 8 & 0xFF), Int(late & 0xFF)]
            return stride(from: 0, to: rgb.count, by: 3).map { i in (0..<3).map { abs(Int(rgb[i + $0]) - wanted[$0]) }.max()! }.max()!
        }
        // 2 s at 50 fps is 100 frames of red and blue; green first appears after them.
        #expect(try lastFrameMiss(earlyFrames: 100, late: 0x00FF00, name: "late") > 100)
        #expect(try lastFrameMiss(earlyFrames: 100, late: 0xFF0000, name: "early") < 8)
        // Green within the first 2 s is in the palette.
        #expect(try lastFrameMiss(earlyFrames: 99, late: 0x00FF00, name: "within") < 8)
    }

    /// A GIF's delays are whole hundredths: for every clip rate the GIF's rate keeps one delay
    /// (it divides 100), is at most 50 fps and no faster than the clip, and is the fastest such.
    @Test func gifRatesAreTheFastestThatDivideAHundred() {
        for fps in 1...240 {
            let rate = VideoFormat.gifFrameRate(forSourceRate: fps)
            let fastest = (1...min(fps, 50)).last { 100 % $0 == 0 }
            #expect(rate == fastest, "\(fps) fps")
        }
        // The figures docs/command-line.md gives.
        #expect([60, 30, 24].map(VideoFormat.gifFrameRate(forSourceRate:)) == [50, 25, 20])
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
