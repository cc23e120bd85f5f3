import Foundation
import PopoverKit
import PopoverSDL
import Testing
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
        let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: AssetLocator.fontFolders())
        let scenario = try ScenarioRunner.parser.parse(Self.script, name: "determinism", file: "determinism.scenario")
        let first = try frames(of: scenario, runtime: runtime).map(fingerprint)
        let second = try frames(of: scenario, runtime: runtime).map(fingerprint)
        #expect(first.count == 40) // 1.3 s at 30 fps: frames 0 through 39
        #expect(first == second)
        // The frames do change over the scenario (the drag moves things).
        #expect(Set(first).count > 10)
    }

    @Test func recordWritesAnMP4WithTheRequestedFramesAndSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("short.scenario")
        try "scene example\nwait 0.5\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("clip.mp4").path
        let status = try RecordCommand.run(["--scenario", script.path, "--out", out, "--fps", "20", "--size", "320x480"])
        #expect(status == 0)
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", out]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        probe.waitUntilExit()
        let fields = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // 0.5 s at 20 fps: frames 0 through 10.
        #expect(fields == "320,480,11")
    }

    @Test func aBadScenarioFailsBeforeRenderingWithItsPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
}
