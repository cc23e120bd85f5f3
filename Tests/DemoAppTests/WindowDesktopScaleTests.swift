import Foundation
import Testing

/// The window opens at the desktop's scale, on a real X server (Xvfb): `Xft.dpi` from the
/// resource database (loaded with `xrdb`, as GNOME and KDE do), else `GDK_SCALE`, else 1 on X11;
/// the same rule for every idiom; `--scale` overrides it.
@Suite(.serialized, .enabled(if: XvfbServer.isInstalled, "needs Xvfb, xrdb and xwininfo"))
struct WindowDesktopScaleTests {
    @Test func theWindowFollowsXftDPIThenGDKScale() throws {
        let server = try XvfbServer()
        // No resources: X11 gives 1 pixel per point, the watch as every other idiom.
        #expect(try server.windowSize(["--idiom", "phone"]) == "390x888")
        #expect(try server.windowSize(["--idiom", "watch"]) == "198x286")
        #expect(try server.windowSize(["--idiom", "watch"], environment: ["GDK_SCALE": "2"]) == "396x572")
        try server.loadResources("Xft.dpi: 192\n")
        #expect(try server.windowSize(["--idiom", "phone"]) == "780x1776")
        // Xft.dpi comes before GDK_SCALE, and --scale before both.
        #expect(try server.windowSize(["--idiom", "watch"], environment: ["GDK_SCALE": "3"]) == "396x572")
        #expect(try server.windowSize(["--idiom", "phone", "--scale", "1"]) == "390x888")
    }
}

/// An Xvfb server on a free display, stopped when released.
final class XvfbServer {
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xrdb", "/usr/bin/xwininfo"]
    static var isInstalled: Bool { tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } }

    let display: String
    private var processID: pid_t = 0

    init() throws {
        let number = try #require((140..<400).first { n in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
        })
        display = ":\(number)"
        // -noreset: the server keeps the resources xrdb loads after that client leaves. Spawned
        // with default signal handling and no signal blocked, so that SIGTERM stops it (and it
        // removes its lock), whatever the test runner blocks.
        let argv = ["/usr/bin/Xvfb", display, "-noreset", "-nolisten", "tcp", "-screen", "0", "2400x2000x24"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let result = posix_spawn(&processID, argv[0], &actions, &attributes, cArguments, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        let socket = "/tmp/.X11-unix/X\(number)"
        try #require(Self.poll(upTo: 30) { FileManager.default.fileExists(atPath: socket) }, "Xvfb did not start on \(display)")
    }

    deinit {
        kill(processID, SIGTERM)
        var status: Int32 = 0
        waitpid(processID, &status, 0)
    }

    /// Merges `text` into the server's resource database.
    func loadResources(_ text: String) throws {
        let input = Pipe()
        let xrdb = try run("/usr/bin/xrdb", ["-merge"], input: input)
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        xrdb.waitUntilExit()
        #expect(xrdb.terminationStatus == 0)
    }

    /// The size in pixels of the demo's window, shown with `arguments`, as the X server has it.
    func windowSize(_ arguments: [String], environment: [String: String?] = [:]) throws -> String? {
        var changes: [String: String?] = ["DISPLAY": display, "SDL_VIDEODRIVER": nil, "WAYLAND_DISPLAY": nil, "GDK_SCALE": nil]
        for (name, value) in environment { changes[name] = value }
        let demo = try DemoProcess(arguments, environment: changes)
        defer { demo.send(SIGTERM); _ = demo.status(within: 30) }
        var size: String?
        // Mapped: shown with its first frame, at its final size.
        _ = Self.poll(upTo: 60) {
            guard let info = try? self.output("/usr/bin/xwininfo", ["-name", "Popover Demo"]),
                  info.contains("Map State: IsViewable") else { return false }
            let value = { (key: String) in
                info.split(separator: "\n").first { $0.contains(key) }?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
            }
            size = "\(value("Width") ?? "?")x\(value("Height") ?? "?")"
            return true
        }
        return size
    }

    private func run(_ tool: String, _ arguments: [String], input: Pipe? = nil, output: Pipe? = nil) throws -> Process {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: tool)
        child.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        child.environment = environment
        if let input { child.standardInput = input }
        child.standardOutput = output ?? FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    private func output(_ tool: String, _ arguments: [String]) throws -> String {
        let pipe = Pipe()
        let child = try run(tool, arguments, output: pipe)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func poll(upTo timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }
}
