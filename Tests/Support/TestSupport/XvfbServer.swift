import Foundation
import CLinux
import Synchronization

/// An Xvfb of the test's own, on a display number no other server has, its screen memory-mapped
/// to a file in XWD form (`-fbdir`), so what the display shows can be read back without any other
/// tool. It is stopped when released; `kill()` ends it at once, as a crash of the X server would.
public final class XvfbServer {
    /// The display's name, e.g. ":301", for `DISPLAY`.
    public let name: String
    private let processID: pid_t
    private let folder: String
    private var ended = false

    /// The next number to try. Each server of this process takes a number of its own (two tests
    /// starting at once would otherwise both find the same number free), and each process starts
    /// at a place of its own, so test runs side by side seldom try the same numbers.
    private static let nextNumber = Mutex(100 + Int(getpid() % 300) * 10)

    /// Starts Xvfb with a `width` × `height` screen, and returns once it accepts connections.
    /// - Throws: `SystemTool.Missing` when Xvfb is not installed, `XvfbFailure` when no server started.
    public init(width: Int = 640, height: Int = 480) throws {
        let executable = try SystemTool.xvfb.required()
        let folder = NSTemporaryDirectory() + "xvfb-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A number is free when no lock file or socket says otherwise; a server of another
        // process may still take it first, and then this one ends at once: try the next number.
        for _ in 0..<20 {
            let number = Self.nextNumber.withLock { next -> Int in
                while Self.isTaken(next) { next += 1 }
                defer { next += 1 }
                return next
            }
            let name = ":\(number)"
            let processID = try Self.spawn([executable, name, "-screen", "0", "\(width)x\(height)x24", "-fbdir", folder,
                                            "-noreset", "-nolisten", "tcp", "-br"])
            if Self.waitUntilListening(processID, on: number, screenFolder: folder) {
                (self.name, self.processID, self.folder) = (name, processID, folder)
                return
            }
        }
        try? FileManager.default.removeItem(atPath: folder)
        throw XvfbFailure()
    }

    deinit {
        if !ended { Glibc.kill(processID, SIGTERM) }
        reap()
        try? FileManager.default.removeItem(atPath: folder)
    }

    public struct XvfbFailure: Error {}

    /// Ends the server at once (SIGKILL), as a crash of the X server would.
    public func kill() {
        guard !ended else { return }
        Glibc.kill(processID, SIGKILL)
        reap()
    }

    private func reap() {
        guard !ended else { return }
        var status: Int32 = 0
        waitpid(processID, &status, 0)
        ended = true
    }

    private static func isTaken(_ number: Int) -> Bool {
        FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Whether the server `processID` (not another process's on the same number) listens: the
    /// display's socket is there, its screen file too (Xvfb writes it only once it holds the
    /// display's lock), and it runs. When not, it has ended and been reaped.
    private static func waitUntilListening(_ processID: pid_t, on number: Int, screenFolder: String) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        var status: Int32 = 0
        while Date() < deadline {
            guard waitpid(processID, &status, WNOHANG) == 0 else { return false }
            if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                && FileManager.default.fileExists(atPath: screenFolder + "/Xvfb_screen0") {
                return true
            }
            usleep(10_000)
        }
        Glibc.kill(processID, SIGKILL)
        waitpid(processID, &status, 0)
        return false
    }

    /// Starts `argv` with its output and errors to /dev/null and no signal blocked or ignored,
    /// whatever the test runner's thread has: SIGTERM must stop it.
    private static func spawn(_ argv: [String]) throws -> pid_t {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { throw XvfbFailure() }
        defer { close(null) }
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var processID: pid_t = 0
        guard linux_spawn(&processID, argv[0], cArguments, null, null, null, 0) == 0 else { throw XvfbFailure() }
        return processID
    }

    /// Starts `tool` with `arguments` on this display (its errors to /dev/null).
    /// - Throws: `SystemTool.Missing` when the tool is not installed.
    public func run(_ tool: SystemTool, _ arguments: [String], input: Pipe? = nil, output: Pipe? = nil) throws -> Process {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try tool.required())
        child.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        child.environment = environment
        if let input { child.standardInput = input }
        child.standardOutput = output ?? FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    /// Runs `tool` with `arguments` on this display; returns what it printed.
    @discardableResult
    public func output(_ tool: SystemTool, _ arguments: [String]) throws -> String {
        let pipe = Pipe()
        let child = try run(tool, arguments, output: pipe)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The screen as 0xRRGGBB values, row by row, with its width.
    public func screen() throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/Xvfb_screen0"))
        func field(_ index: Int) -> Int {
            data[index * 4..<index * 4 + 4].reduce(0) { $0 << 8 | Int($1) } // XWD's header is big-endian
        }
        let headerSize = field(0), width = field(4), height = field(5), bitsPerPixel = field(11)
        let bytesPerLine = field(12), colors = field(19)
        guard bitsPerPixel == 32 else { throw XvfbFailure() }
        let start = headerSize + colors * 12
        var pixels = [UInt32](repeating: 0, count: width * height)
        data.withUnsafeBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let offset = start + y * bytesPerLine + x * 4
                    pixels[y * width + x] = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
                }
            }
        }
        return (width, height, pixels)
    }
}
