import Foundation

/// A program from a Debian package that a test runs, with the package that brings it: run.sh
/// installs every one of these packages, and a machine without one fails the test that needs it
/// with the `apt-get install` line, never with Foundation's "file doesn't exist".
public struct SystemTool: Sendable, CustomStringConvertible {
    /// The program's name in /usr/bin.
    public let name: String
    /// The Debian package that installs it.
    public let package: String

    public init(name: String, package: String) {
        self.name = name
        self.package = package
    }

    public static let xvfb = SystemTool(name: "Xvfb", package: "xvfb")
    public static let xdotool = SystemTool(name: "xdotool", package: "xdotool")
    public static let xrdb = SystemTool(name: "xrdb", package: "x11-xserver-utils")
    public static let xwininfo = SystemTool(name: "xwininfo", package: "x11-utils")
    public static let sway = SystemTool(name: "sway", package: "sway")
    public static let swaymsg = SystemTool(name: "swaymsg", package: "sway")
    public static let grim = SystemTool(name: "grim", package: "grim")
    public static let wtype = SystemTool(name: "wtype", package: "wtype")
    public static let useradd = SystemTool(name: "useradd", package: "passwd")

    /// Every tool above, for the test that checks run.sh installs their packages.
    public static let all: [SystemTool] = [.xvfb, .xdotool, .xrdb, .xwininfo, .sway, .swaymsg, .grim, .wtype, .useradd]

    public var path: String {
        for folder in ["/usr/bin", "/usr/sbin"] where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        return "/usr/bin/" + name
    }

    public var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The tool's path.
    /// - Throws: `Missing`, whose message is the line that installs it.
    public func required() throws -> String {
        guard isInstalled else { throw Missing(tool: self) }
        return path
    }

    public var description: String { name }

    /// A tool a test needs is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public let tool: SystemTool
        public var description: String {
            "\(tool.name) is not installed: apt-get install \(tool.package) (./run.sh installs it)"
        }
    }

    /// The first of `tools` that is not installed, as the message a test requires with.
    public static func missing(among tools: [SystemTool]) -> Missing? {
        tools.first { !$0.isInstalled }.map { Missing(tool: $0) }
    }

    /// Runs the program at `executable` with `arguments` (its errors to /dev/null) and returns
    /// what it printed on standard output.
    public static func output(of executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
