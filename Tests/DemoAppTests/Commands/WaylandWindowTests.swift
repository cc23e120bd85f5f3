import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The real window on a real Wayland compositor (a headless sway of the test's own, as most
/// Linux desktops now run Wayland): points stay points at the output's scale, pixel for pixel the
/// headless render, and the documented keys work from a virtual keyboard (wtype).
///
/// The waits run off the main actor, as in `WindowSurfaceTests`; only the headless render runs on it.
@Suite(.serialized) struct WaylandWindowTests {
    @Test(arguments: [1.0, 2.0])
    func theOutputShowsTheHeadlessPixelsAtItsScale(scale: Double) async throws {
        let sway = try SwayServer(width: 2400, height: 1900, scale: scale)
        defer { sway.stop() }
        let window = try await Self.openDemo(["--scene", "example", "--idiom", "mac"], on: sway)
        defer { window.send(SIGTERM); _ = window.status(within: 30) }

        let (expected, compared) = try await MainActor.run {
            let idiom = Idiom.mac
            let size = AppRuntime.windowSize(for: idiom)
            let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: size, scale: scale)
            let app = AppRuntime(sceneIndex: 0, idiom: idiom, size: size, measurer: backend.textRenderer)
            backend.draw(FixedStepClock.run(app, until: 3))
            // The status line below the tabs shows frame times, which differ: compare above the chrome.
            return (backend.frame, Int(((size.height - AppRuntime.chromeHeight) * scale).rounded()))
        }

        let shot = NSTemporaryDirectory() + "wayland-\(UUID().uuidString).png"
        defer { unlink(shot) }
        var differing = Int.max, placed = "no window"
        // The window settles on its own clock: wait until the output matches, or report by how much not.
        let matched = window.wait(upTo: 60, pollingEvery: 100_000) {
            if window.hasEnded { return true }
            guard let rect = try? sway.windowRect(titled: "Popover Demo"), (try? sway.screenshot(to: shot)) != nil,
                  let screen = try? PNGReader.read(shot) else { return false }
            // Points stay points: the window is the idiom's size in the output's logical units.
            placed = "\(rect.width)x\(rect.height) at \(rect.x),\(rect.y)"
            guard Double(rect.width) * scale == Double(expected.width), Double(rect.height) * scale == Double(expected.height) else {
                return false
            }
            let originX = Int(Double(rect.x) * scale), originY = Int(Double(rect.y) * scale)
            differing = 0
            for y in 0..<compared {
                for x in 0..<expected.width where screen[originX + x, originY + y] != expected[x, y] & 0xFFFFFF {
                    differing += 1
                }
            }
            return differing == 0
        }
        #expect(matched && differing == 0,
                "at scale \(scale), window \(placed) for a \(expected.width)x\(expected.height) frame: \(differing) pixels differ: \(window.standardError)")
    }

    @Test func everyDocumentedKeyWorksFromAVirtualKeyboard() async throws {
        let sway = try SwayServer(width: 2400, height: 1900, scale: 2)
        defer { sway.stop() }
        // wtype's keyboard lives only while wtype runs; one held for the whole test keeps the
        // seat's keyboard, as a desktop's is, so no key comes before the window has a keyboard.
        let held = try sway.holdKeyboard()
        defer { kill(held.processIdentifier, SIGKILL); held.waitUntilExit() }
        let window = try await Self.openDemo(["--scene", "example", "--idiom", "mac"], on: sway)
        defer { window.send(SIGTERM); _ = window.status(within: 30) }
        let mac = try #require(try sway.windowRect(titled: "Popover Demo"))

        for keys in [["h"], ["Escape"], ["F1"], ["Escape"], ["g"], ["g"], ["p"], ["p"], ["Tab"], ["space"], ["Return"],
                     ["Left"], ["Right"], ["Up"], ["Down"], ["2"], ["1"]] {
            try sway.press(keys)
            usleep(150_000)
            #expect(!window.hasEnded, "the demo ended after \(keys): \(window.standardError)")
        }
        try sway.press(["i"])
        let resized = window.wait(upTo: 20, pollingEvery: 50_000) {
            guard let rect = try? sway.windowRect(titled: "Popover Demo") else { return false }
            return rect.width != mac.width || rect.height != mac.height
        }
        #expect(resized, "I did not switch the idiom (the window kept \(mac.width)x\(mac.height))")

        try sway.press(["r"])
        #expect(window.wait(upTo: 20, pollingEvery: 50_000) { window.standardError.contains("recording to") },
                "R did not start a take: \(window.standardError)")
        try sway.press(["r"])
        #expect(window.wait(upTo: 30, pollingEvery: 50_000) { window.standardError.contains("recorded ") },
                "R again did not end the take: \(window.standardError)")

        try sway.press(["q"])
        #expect(window.status(within: 20) == 0, "Q did not quit: \(window.standardError)")
    }

    /// The demo started with `arguments` as a client of `sway`, once its first frame is presented.
    static func openDemo(_ arguments: [String], on sway: SwayServer) async throws -> DemoProcess {
        let (variable, line) = await MainActor.run { (WindowBenchmark.firstFrameVariable, WindowBenchmark.firstFrameLine) }
        let demo = try DemoProcess(arguments, outputPath: "stdout",
                                   environment: sway.clientEnvironment.merging([variable: "1"]) { $1 })
        let shown = demo.wait(upTo: 60, pollingEvery: 20_000) { demo.standardOutput.contains(line) || demo.hasEnded }
        try #require(shown && !demo.hasEnded, "no first frame on Wayland: \(demo.standardError)")
        return demo
    }
}
