import Foundation
import Testing

/// An Xvfb server of the test's own, on a display number no other test uses, for what only a
/// real window shows (its signal handling, a recording when the server goes away).
final class VirtualDisplay {
    let name: String
    private let server = Process()

    init() throws {
        // The socket decides whether a number is free; the process id spreads parallel tests.
        var number = 300 + Int(getpid() % 300)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            number += 1
        }
        name = ":\(number)"
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard Date() < deadline, server.isRunning else { throw POSIXError(.ETIMEDOUT) }
            usleep(20_000)
        }
    }

    /// Ends the server at once, as a crash of the X server would.
    func kill() {
        guard server.isRunning else { return }
        Glibc.kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Runs xdotool on this display.
    func xdotool(_ arguments: [String]) throws {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = arguments
        tool.environment = ["DISPLAY": name]
        try tool.run()
        tool.waitUntilExit()
    }

    deinit {
        kill()
    }
}
