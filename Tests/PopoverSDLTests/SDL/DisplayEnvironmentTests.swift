import Foundation
import PopoverSDL
import Testing
import TestSupport

/// SDL is told which video drivers to try from the environment, so it never probes Wayland
/// without a socket (libwayland's stray "XDG_RUNTIME_DIR is invalid" line) and never starts
/// video with no display at all.
@Suite struct DisplayEnvironmentTests {
    @Test func driversFollowTheEnvironment() throws {
        #expect(DisplayEnvironment(environment: [:]).videoDriverHint == "")
        #expect(DisplayEnvironment(environment: ["DISPLAY": ""]).videoDriverHint == "")
        #expect(DisplayEnvironment(environment: ["DISPLAY": ":99"]).videoDriverHint == "x11")
        // WAYLAND_DISPLAY without a runtime folder holding its socket cannot be reached.
        #expect(DisplayEnvironment(environment: ["WAYLAND_DISPLAY": "wayland-0"]).videoDriverHint == "")
        #expect(DisplayEnvironment(environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/nonexistent"]).videoDriverHint == "x11")
        // The user's own SDL_VIDEODRIVER is left to SDL.
        #expect(DisplayEnvironment(environment: ["SDL_VIDEODRIVER": "kmsdrm"]).videoDriverHint == nil)
    }

    @Test func aWaylandSocketInTheRuntimeFolderIsTried() throws {
        let runtime = try ScratchFolder.make("xdg")
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        #expect(DisplayEnvironment(environment: ["XDG_RUNTIME_DIR": runtime]).videoDriverHint == "")
        #expect(FileManager.default.createFile(atPath: runtime + "/wayland-1", contents: nil))
        #expect(DisplayEnvironment(environment: ["XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": "wayland-1"]).videoDriverHint == "wayland")
        #expect(DisplayEnvironment(environment: ["XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":1"])
            .videoDriverHint == "x11,wayland")
    }
}
