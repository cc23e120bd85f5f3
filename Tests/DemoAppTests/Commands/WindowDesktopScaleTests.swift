import Foundation
import Testing
import TestSupport

/// The window opens at the desktop's scale, on a real X server (Xvfb): `Xft.dpi` from the
/// resource database (loaded with `xrdb`, as GNOME and KDE do), else `GDK_SCALE`, else 1 on X11;
/// the same rule for every idiom; `--scale` overrides it.
/// run.sh installs the X tools, so a machine without them fails here, naming the package.
@Suite(.serialized)
struct WindowDesktopScaleTests {
    @Test func theWindowFollowsXftDPIThenGDKScale() throws {
        // -noreset (XvfbServer starts it so): the server keeps what xrdb loads after xrdb leaves.
        let server = try XvfbServer(width: 2400, height: 2000)
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

/// What this suite asks of the X server: resources loaded with xrdb, window sizes read with xwininfo.
extension XvfbServer {
    /// Merges `text` into the server's resource database.
    func loadResources(_ text: String) throws {
        let input = Pipe()
        let xrdb = try run(.xrdb, ["-merge"], input: input)
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        xrdb.waitUntilExit()
        #expect(xrdb.terminationStatus == 0)
    }

    /// The size in pixels of the demo's window, shown with `arguments`, as the X server has it.
    func windowSize(_ arguments: [String], environment: [String: String?] = [:]) throws -> String? {
        var changes: [String: String?] = ["DISPLAY": name, "SDL_VIDEODRIVER": nil, "WAYLAND_DISPLAY": nil, "GDK_SCALE": nil]
        for (name, value) in environment { changes[name] = value }
        let demo = try DemoProcess(arguments, environment: changes)
        defer { demo.send(SIGTERM); _ = demo.status(within: 30) }
        var size: String?
        // Mapped: shown with its first frame, at its final size.
        _ = Self.poll(upTo: 60) {
            guard let info = try? self.output(.xwininfo, ["-name", "Popover Demo"]),
                  info.contains("Map State: IsViewable") else { return false }
            let value = { (key: String) in
                info.split(separator: "\n").first { $0.contains(key) }?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
            }
            size = "\(value("Width") ?? "?")x\(value("Height") ?? "?")"
            return true
        }
        return size
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
