import Foundation
import TestSupport
import PopoverKit
import PopoverRender
import PopoverSDL
@testable import DemoApp

/// Synthetic frames, scratch folders and ffprobe for the recording tests.
enum RecordingTestSupport {
    /// A white frame with a red 20×20 square whose left edge is at 4 × `index`, and a blue stripe
    /// along the top row band, so both motion and channel order can be checked after encoding.
    static func frame(_ index: Int, width: Int = 160, height: Int = 120) -> PixelBuffer {
        var frame = PixelBuffer(width: width, height: height, color: .white)
        let left = (4 * index) % max(1, width - 20)
        for y in 50..<70 where y < height {
            for x in left..<(left + 20) where x < width { frame[x, y] = 0xFF0000 }
        }
        for y in 0..<8 where y < height {
            for x in 0..<width { frame[x, y] = 0x0000FF }
        }
        return frame
    }

    static func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Runs a program and returns its standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        try SystemTool.output(of: executable, arguments)
    }

    /// ffmpeg where the product finds it (the first on PATH), and the ffprobe beside it.
    static func ffmpeg() throws -> String { try VideoEncoder.findFFmpeg().path }
    static func ffprobe() throws -> String {
        (try ffmpeg() as NSString).deletingLastPathComponent + "/ffprobe"
    }

    /// Width, height and the decoded frame count of the first video stream, from ffprobe.
    static func probe(_ path: String) throws -> (width: Int, height: Int, frames: Int) {
        let data = try run(try ffprobe(), ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", path])
        let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { return (0, 0, 0) }
        return (fields[0], fields[1], fields[2])
    }

    /// Frame `index` of a video decoded to RGB bytes by ffmpeg.
    static func decodedFrame(_ path: String, index: Int) throws -> [UInt8] {
        [UInt8](try run(try ffmpeg(), ["-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                                            "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
    }
}
