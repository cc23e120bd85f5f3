import CSDL2
import Foundation
import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// Scenarios play through the app on the fixed-step clock: identical frames every run, and the
/// record command writes exactly the frames asked for.
@MainActor
@Suite struct ScenarioRunnerTests {
    static let script = """
        # determinism: drag the content and open the menu
        scene example
        idiom phone
        wait 0.6
        drag 195,500 -> 120,300 over 0.4 ease-in-out release
        down 364,26
        up
        wait 0.3
        """

    func frames(of scenario: Scenario, runtime: SDLRuntime) throws -> [[UInt32]] {
        let runner = try ScenarioRunner(scenario: scenario, fps: 30, runtime: runtime, size: nil, scale: 1, idiom: nil)
        return try (0..<runner.frameCount).map { try runner.render(frame: $0).pixels }
    }

    /// FNV-1a over the pixels: a stable fingerprint of a frame.
    func fingerprint(_ pixels: [UInt32]) -> UInt64 {
        pixels.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test func theSameScenarioRendersIdenticalFramesEveryRun() throws {
        let runtime = try SharedSDL.headless()
        let scenario = try ScenarioRunner.parser.parse(Self.script, name: "determinism", file: "determinism.scenario")
        let first = try frames(of: scenario, runtime: runtime).map(fingerprint)
        let second = try frames(of: scenario, runtime: runtime).map(fingerprint)
        #expect(first.count == 40) // 1.3 s at 30 fps: frames 0 through 39
        #expect(first == second)
        // The frames do change over the scenario (the drag moves things).
        #expect(Set(first).count > 10)
    }

    @Test func recordWritesAnMP4WithTheRequestedFramesAndSize() throws {
        let folder = URL(fileURLWithPath: try ScratchFolder.make("record"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("short.scenario")
        try "scene example\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("clip.mp4").path
        let status = try RecordCommand.run(["--scenario", script.path, "--out", out, "--fps", "20", "--size", "320x480"])
        #expect(status == 0)
        // ffprobe beside the ffmpeg the product finds, not whichever `env` would run.
        let probe = try RecordingTestSupport.probe(out)
        // 0.5 s at 20 fps: frames 0 through 10.
        #expect(probe.width == 320 && probe.height == 480 && probe.frames == 11, "\(probe)")
    }

    @Test func aBadScenarioFailsBeforeRenderingWithItsPosition() throws {
        let folder = URL(fileURLWithPath: try ScratchFolder.make("bad"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.scenario")
        try "scene example\nwait soon\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("clip.mp4").path
        #expect(throws: ScenarioError.self) {
            try RecordCommand.run(["--scenario", script.path, "--out", out])
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(DemoMain.run(arguments: ["record", "--scenario", script.path, "--out", out]) == 2)
    }

    /// The app's size and the frame's, frame by frame, as `record` plays `script` at scale 2.
    func sizes(playing script: String) throws -> (app: [Size], framePixels: [[Int]]) {
        let scenario = try ScenarioRunner.parser.parse(script, name: "sizes", file: "sizes.scenario")
        let runner = try ScenarioRunner(scenario: scenario, fps: 10, runtime: try SharedSDL.headless(), size: nil, scale: 2, idiom: nil)
        var app: [Size] = [], pixels: [[Int]] = []
        for index in 0..<runner.frameCount {
            _ = try runner.render(frame: index)
            app.append(runner.app.size)
            pixels.append([runner.backend.frame.width, runner.backend.frame.height])
        }
        return (app, pixels)
    }

    /// A clip has one frame size, the largest the window reaches; the app is laid out at the
    /// window's size of the moment in its top leading corner, as a live window of that size.
    @Test func aLargerSizeStepOpensTheClipAtTheLargestSize() throws {
        let played = try sizes(playing: "scene example\nidiom phone\nsize 390x888\nwait 0.5\nsize 700x600\nwait 0.5\nsize 500x1000\nwait 0.5\n")
        #expect(played.app.first == Size(width: 390, height: 888))
        #expect(played.app.last == Size(width: 500, height: 1000))
        #expect(played.app.contains(Size(width: 700, height: 600)))
        #expect(Set(played.framePixels) == [[1400, 2000]])
    }

    /// A hand-written idiom switch resizes the window to the new idiom's, as key I does in the
    /// window; a `size` at the same instant wins, and an opening `idiom` keeps the opening `size`.
    @Test func anIdiomSwitchLaysTheAppOutAtTheIdiomsWindow() throws {
        let pad = AppRuntime.windowSize(for: .pad)
        let played = try sizes(playing: "scene example\nidiom phone\nwait 0.5\nidiom pad\nwait 0.5\n")
        #expect(played.app.first == AppRuntime.windowSize(for: .phone))
        #expect(played.app.last == pad)
        #expect(Set(played.framePixels) == [[Int(pad.width) * 2, Int(pad.height) * 2]])

        let sized = try sizes(playing: "idiom pad\nsize 600x400\nwait 0.5\nidiom phone\nsize 300x500\nwait 0.5\n")
        #expect(Set(sized.app) == [Size(width: 600, height: 400), Size(width: 300, height: 500)])
        #expect(Set(sized.framePixels) == [[1200, 1000]])
    }

    @Test func aSnapshotKeepsTheFrameBeforeLaterStepsOfTheSameInstant() throws {
        let folder = URL(fileURLWithPath: try ScratchFolder.make("snap"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let runtime = try SharedSDL.headless()
        let script = "scene example\nidiom phone\nwait 0.6\ndown 364,26\nup\nwait 0.5\nsnapshot open\nkey escape\nwait 0.8\n"
        let scenario = try ScenarioRunner.parser.parse(script, name: "snap", file: "snap.scenario")
        let runner = try ScenarioRunner(scenario: scenario, fps: 30, runtime: runtime, size: nil, scale: 1, idiom: nil)
        runner.snapshotDirectory = folder.path
        for index in 0..<runner.frameCount { _ = try runner.render(frame: index) }
        #expect(runner.snapshotsWritten == [folder.appendingPathComponent("open.png").path])
        // The snapshot shows the menu's dimming (black at 10% over white); the last frame, after the
        // dimming has faded out, does not.
        #expect(runner.backend.frame.rgb(x: 100, y: 600) == (255, 255, 255))
        let surface = try #require(IMG_Load(folder.appendingPathComponent("open.png").path))
        defer { SDL_FreeSurface(surface) }
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        SDL_LockSurface(surface)
        let pitch = Int(surface.pointee.pitch), bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
        let pixel = surface.pointee.pixels.advanced(by: 600 * pitch + 100 * bytesPerPixel)
        var value: UInt32 = 0
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(start: pixel, count: bytesPerPixel)) }
        SDL_UnlockSurface(surface)
        SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
        #expect((r, g, b) == (229, 229, 229))
    }
}
