import Foundation
import Testing
import TestSupport
@testable import PopoverSDL

/// The window's own faults: a resize beyond the frame limits, a recording whose folder is gone,
/// and a recording without ffmpeg.
@Suite struct WindowFaultTests {
    /// A live resize past the command line's limits is shrunk back: no side above 16384 pixels.
    @Test func aResizeBeyondTheLimitIsShrunkBack() throws {
        let display = try XvfbServer()
        let window = try WindowProcess(display: display)
        try window.resize(width: 20_000, height: 300)
        var size: (width: Int, height: Int)?
        #expect(window.demo.wait(upTo: 20, pollingEvery: 50_000) {
            size = try? window.geometry()
            return size.map { $0.width <= 16384 && $0.width > 10_000 } ?? false
        }, "\(String(describing: size))")
        window.demo.send(SIGTERM)
        #expect(window.demo.ending(within: 20) == .exited(143), "\(window.demo.standardError)")
    }

    /// Frames larger than 8192 × 8192 pixels keep their shape and come within it.
    @Test func theFrameLimitKeepsTheShape() {
        let fitted = WindowBackend.fitting(width: 30_000, height: 30_000, maximumPixels: 8192 * 8192, maximumSide: 16384)
        #expect(fitted.width == 8192 && fitted.height == 8192)
        let wide = WindowBackend.fitting(width: 20_000, height: 8000, maximumPixels: 8192 * 8192, maximumSide: 16384)
        #expect(wide.width <= 16384 && wide.width * wide.height <= 8192 * 8192 && wide.width * wide.height > 8000 * 8000)
        #expect(abs(Double(wide.width) / Double(wide.height) - 16384.0 / 8000) < 0.01)
        #expect(WindowBackend.fitting(width: 800, height: 600, maximumPixels: 8192 * 8192, maximumSide: 16384) == (800, 600))
    }

    /// With the folder it started in deleted, R records nowhere else (not in /) and says why.
    @Test func aDeletedStartFolderIsRefused() throws {
        let display = try XvfbServer()
        let window = try WindowProcess(display: display)
        try FileManager.default.removeItem(atPath: window.demo.folder)
        let rootBefore = try FileManager.default.contentsOfDirectory(atPath: "/").filter { $0.hasPrefix("popover-demo-") }
        try window.pressR()
        #expect(window.demo.wait(upTo: 20, pollingEvery: 20_000) { window.demo.standardError.contains("cannot record") })
        #expect(window.demo.standardError.contains("popover-demo: cannot record: the folder the window started in, \(window.demo.folder), no longer exists"),
                "\(window.demo.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/").filter { $0.hasPrefix("popover-demo-") } == rootBefore)
        window.demo.send(SIGTERM)
        #expect(window.demo.ending(within: 20) == .exited(143), "\(window.demo.standardError)")
    }

    /// Without ffmpeg, R says so, and suggests nothing the window does not take.
    @MainActor @Test func recordingWithoutFFmpegGivesTheWindowsAdvice() throws {
        let display = try XvfbServer()
        let window = try WindowProcess(display: display, environment: ["PATH": "/nonexistent"])
        try window.pressR()
        #expect(window.demo.wait(upTo: 20, pollingEvery: 20_000) { window.demo.standardError.contains("cannot record") })
        #expect(window.demo.standardError.contains("ffmpeg was not found (searched /nonexistent); install the Debian package `ffmpeg`"),
                "\(window.demo.standardError)")
        #expect(!window.demo.standardError.contains("--out"))
        window.demo.send(SIGTERM)
        #expect(window.demo.ending(within: 20) == .exited(143), "\(window.demo.standardError)")
        // The input was captured all the same, and replays.
        let scenario = try #require(window.demo.files().first { $0.hasSuffix(".scenario") }, "\(window.demo.files())")
        try CaptureReplay.expectReplays(try String(contentsOfFile: window.demo.folder + "/" + scenario, encoding: .utf8))
    }

    /// R, then I (the window takes the next idiom's size), then R again: the video goes on
    /// through the resize and lasts as long as the take (issue 36: it stopped at the switch).
    @MainActor @Test func aTakesVideoGoesOnThroughAnIdiomSwitch() throws {
        let display = try XvfbServer(width: 1600, height: 1200)
        let window = try WindowProcess(display: display)
        try window.startRecording()
        try window.pressKey("i")
        // The clip's slots are filled from the frames' times, so its length is the take's
        // whatever the machine's load; the take lasts at least this long.
        usleep(1_500_000)
        try window.pressR()
        #expect(window.demo.wait(upTo: 60, pollingEvery: 20_000) { window.demo.standardError.contains("captured ") },
                "\(window.demo.standardError)")
        #expect(!window.demo.standardError.contains("recording stopped"), "\(window.demo.standardError)")
        let files = window.demo.files().filter { $0.hasPrefix("popover-demo-") }
        let clip = try #require(files.first { $0.hasSuffix(".mp4") }, "\(files)")
        #expect(try RecordingTestSupport.probe(window.demo.folder + "/" + clip).frames >= 90)
        let scenario = try #require(files.first { $0.hasSuffix(".scenario") }, "\(files)")
        let text = try String(contentsOfFile: window.demo.folder + "/" + scenario, encoding: .utf8)
        #expect(text.contains(" idiom "), "\(text)")
        try CaptureReplay.expectReplays(text)
        window.demo.send(SIGTERM)
        #expect(window.demo.ending(within: 20) == .exited(143), "\(window.demo.standardError)")
    }
}
