import Foundation
import PopoverSDL
import Testing
@testable import DemoApp

/// Without a display the window says so first, in its own words, and advises what fits the
/// environment.
@MainActor
@Suite struct WindowCommandDisplayTests {
    @Test nonisolated func withoutADisplayTheFirstLineIsOurs() throws {
        let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil, "XDG_RUNTIME_DIR": nil]
        let run = try StandardStreamCapture.run([], environment: noDisplay)
        let lines = run.error.split(separator: "\n")
        #expect(run.status == 2)
        #expect(lines.first == "popover-demo: no display: DISPLAY is not set and no Wayland socket was found, so there is nothing to show a window on")
        #expect(lines.dropFirst().first == "To see the demo, run it on a desktop session (DISPLAY or WAYLAND_DISPLAY set), or under Xvfb:")
    }

    @Test func anUnreachableDisplayIsNotToldToSetOne() {
        let advice = WindowCommand.noDisplayAdvice(DisplayEnvironment(environment: ["DISPLAY": ":99"]))
        #expect(advice.hasPrefix("DISPLAY is \":99\", but no X server could be reached there."))
        #expect(!advice.contains("DISPLAY or WAYLAND_DISPLAY set"))
        #expect(advice.contains("xvfb-run -a popover-demo"))
        let chosen = WindowCommand.noDisplayAdvice(DisplayEnvironment(environment: ["SDL_VIDEODRIVER": "kmsdrm", "DISPLAY": ":0"]))
        #expect(chosen.hasPrefix("SDL_VIDEODRIVER is \"kmsdrm\""))
    }

    /// `bench window` with DISPLAY naming a display no server answers on: a usage problem
    /// (status 2) with the window's advice, before any demo window is started.
    @Test nonisolated func benchWindowWithAnUnreachableDisplayExitsTwo() throws {
        let unused = (200..<300).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") }!
        let run = try StandardStreamCapture.run(["bench", "window"], environment: [
            "DISPLAY": ":\(unused)", "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil, "XDG_RUNTIME_DIR": nil,
        ])
        #expect(run.status == 2, "\(run.error)")
        #expect(run.error.hasPrefix("popover-demo: bench window needs a display: "), "\(run.error)")
        #expect(run.error.contains("DISPLAY is \":\(unused)\", but no X server could be reached there."))
        #expect(!run.error.contains("/proc/"))
    }
}
