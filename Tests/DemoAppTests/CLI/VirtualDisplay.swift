import Foundation
import Synchronization
import Testing

/// An Xvfb server of the test's own, on a display number no other test uses, for what only a
/// real window shows (its signal handling, a recording when the server goes away).
final class VirtualDisplay {
    let name: String
    private let server = Process()

    /// The next number to try: tests in this process never try the same one.
    private static let nextNumber = Mutex(300 + Int(getpid() % 300) * 10)

    init() throws {
        // The lock file decides whether a number is free elsewhere.
        var number = 0
        repeat {
            number = Self.nextNumber.withLock { next in
                defer { next += 1 }
                return next
            }
        } while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
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
        // Another process's server may have taken the number first.
        usleep(50_000)
        guard server.isRunning else { throw POSIXError(.EADDRINUSE) }
    }

    /// Ends the server at once, as a crash of the X server would.
    func kill() {
        guard server.isRunning else { return }
        Glibc.kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Runs xdotool on this display; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = arguments
        tool.environment = ["DISPLAY": name]
        let output = Pipe()
        tool.standardOutput = output
        try tool.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return String(decoding: printed, as: UTF8.self)
    }

    deinit {
        kill()
    }
}
