import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The real window, on an Xvfb of the test's own: what the display shows is, pixel for pixel,
/// the headless render of the same frame, and at rest the window sleeps.
///
/// The test waits (for the window, for its pixels, through 2 s at rest) off the main actor, so
/// the tests that need it go on meanwhile; only the headless render runs on it.
@Suite struct WindowSurfaceTests {
    @Test func theDisplayShowsTheHeadlessPixelsAndTheIdleWindowSleeps() async throws {
        let server = try XvfbServer(width: 1200, height: 900)
        let (firstFrameVariable, firstFrameLine) = await MainActor.run {
            (WindowBenchmark.firstFrameVariable, WindowBenchmark.firstFrameLine)
        }
        let outputPath = NSTemporaryDirectory() + "window-\(UUID().uuidString).out"
        defer { unlink(outputPath) }
        let window = try DemoProcess(["--scene", "example", "--idiom", "mac", "--scale", "1"], outputPath: outputPath,
                                     environment: ["DISPLAY": server.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil,
                                                   firstFrameVariable: "1"])
        let shown = window.wait(upTo: 120) {
            ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").contains(firstFrameLine)
                || window.hasEnded
        } && !window.hasEnded
        try #require(shown, "no first frame: \(window.standardError)")

        // The headless frame once the bubble has faded in; the status line below the tabs
        // shows frame times, which differ, so the comparison stops above the chrome.
        let (expected, compared) = try await MainActor.run {
            let idiom = Idiom.mac
            let size = AppRuntime.windowSize(for: idiom)
            let runtime = try SharedSDL.headless()
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
            let app = AppRuntime(sceneIndex: 0, idiom: idiom, size: size, measurer: backend.textRenderer)
            backend.draw(FixedStepClock.run(app, until: 3))
            return (backend.frame, Int(size.height - AppRuntime.chromeHeight))
        }

        // The window settles on its own clock: wait until the display matches, or report by how much not.
        var differing = Int.max
        let matched = window.wait(upTo: 60, pollingEvery: 50_000) {
            if window.hasEnded { return true }
            guard let screen = try? server.screen(), let origin = Self.windowOrigin(in: screen, size: expected) else { return false }
            differing = 0
            for y in 0..<compared {
                for x in 0..<expected.width where screen.pixels[(origin.y + y) * screen.width + origin.x + x] != expected[x, y] & 0xFFFFFF {
                    differing += 1
                }
            }
            return differing == 0
        }
        #expect(matched && differing == 0, "\(differing) pixels of the window differ from the headless frame: \(window.standardError)")

        // At rest: no frame drawn, the process in SDL's event wait; over 2 s it uses (nearly) no CPU.
        let processID = window.processID
        let before = try await MainActor.run { try WindowBenchmark.cpuSeconds(of: processID) }
        try await Task.sleep(for: .seconds(2))
        let used = try await MainActor.run { try WindowBenchmark.cpuSeconds(of: processID) } - before
        #expect(used < 0.1, "the idle window used \(used) s of CPU in 2 s")
        window.send(SIGTERM)
        _ = window.status(within: 30)
    }

    /// Where the window's top-left pixel is on the black screen: the top-left corner of what is
    /// not black, when that region has the frame's size.
    static func windowOrigin(in screen: (width: Int, height: Int, pixels: [UInt32]), size frame: PixelBuffer) -> (x: Int, y: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<screen.height {
            for x in 0..<screen.width where screen.pixels[y * screen.width + x] != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX - minX + 1 == frame.width, maxY - minY + 1 == frame.height else { return nil }
        return (minX, minY)
    }
}
