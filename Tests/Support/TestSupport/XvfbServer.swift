import Foundation
import Synchronization

/// An Xvfb of the test's own, on a free display number, its screen memory-mapped to a file in
/// XWD form (`-fbdir`), so what the display shows can be read back without any other tool.
/// `nil` when Xvfb is not installed.
final class XvfbServer {
    let display: String
    private var processID: pid_t = 0
    private let folder: String

    private static let nextNumber = Mutex(100)

    static let executable = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Starts Xvfb on the next display number from 100 with no server's lock or socket, and
    /// returns once its socket is there (it then accepts connections).
    init?(width: Int, height: Int) throws {
        guard let executable = Self.executable else { return nil }
        folder = NSTemporaryDirectory() + "xvfb-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func taken(_ number: Int) -> Bool {
            FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        }
        // Each server of this process takes a number of its own: two tests starting at once
        // would otherwise both find the same number free and share one server. (VirtualDisplay
        // takes its numbers from 300 up.)
        let number = Self.nextNumber.withLock { next -> Int in
            while next < 300 && taken(next) { next += 1 }
            defer { next += 1 }
            return next
        }
        guard number < 300 else { throw XvfbFailure() }
        display = ":\(number)"
        let argv = [executable, display, "-screen", "0", "\(width)x\(height)x24", "-fbdir", folder, "-noreset", "-nolisten", "tcp", "-br"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // No signal blocked or ignored, whatever the test runner's thread has: SIGTERM must stop it.
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
        guard posix_spawn(&processID, executable, &actions, &attributes, cArguments, environ) == 0 else { throw XvfbFailure() }
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            var status: Int32 = 0
            guard Date() < deadline, waitpid(processID, &status, WNOHANG) == 0 else { throw XvfbFailure() }
            usleep(10_000)
        }
    }

    deinit {
        kill(processID, SIGTERM)
        var status: Int32 = 0
        waitpid(processID, &status, 0)
        try? FileManager.default.removeItem(atPath: folder)
    }

    struct XvfbFailure: Error {}

    /// The screen as 0xRRGGBB values, row by row, with its width.
    func screen() throws -> (width: Int, height: Int, pixels: [UInt32]) {
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
