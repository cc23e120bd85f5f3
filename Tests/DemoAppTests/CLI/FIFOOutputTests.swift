import Foundation
import Testing
import TestSupport

/// A FIFO at an output path: a file that is written whole (a screenshot, a report) goes through
/// it when a reader has it open, and fails at once when none has, instead of waiting forever; a
/// video, written under a temporary name and renamed into place, is refused before anything
/// renders rather than replacing the FIFO with a file (issue 36).
@Suite struct FIFOOutputTests {
    static func makeFIFO(_ path: String) throws {
        try #require(mkfifo(path, 0o644) == 0, "mkfifo \(path): \(String(cString: strerror(errno)))")
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    @Test(arguments: ["clip.gif", "clip.mp4"])
    func aVideoOntoAFIFOIsRefused(name: String) throws {
        let demo = try DemoProcess(["record", "--scenario", "example-drag-tracking", "--out", name,
                                    "--size", "60x80", "--scale", "1", "--fps", "5"]) { folder in
            try Self.makeFIFO(folder + "/" + name)
        }
        #expect(demo.status(within: 60) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("cannot record into \(name): it is a FIFO"), "\(demo.standardError)")
        #expect(Self.isFIFO(demo.folder + "/" + name))
        #expect(demo.files() == [name])
    }

    @Test func aScreenshotOntoAFIFONobodyReadsFailsAtOnce() throws {
        let demo = try DemoProcess(["screenshot", "--out", "shot.png", "--size", "60x60", "--scale", "1"]) { folder in
            try Self.makeFIFO(folder + "/shot.png")
        }
        // A liveness bound: the screenshot takes a second or two; it must not wait for a reader.
        #expect(demo.status(within: 30) == 1, "\(demo.standardError)")
        #expect(demo.standardError.contains("cannot write shot.png: it is a FIFO that no process is reading"),
                "\(demo.standardError)")
        #expect(Self.isFIFO(demo.folder + "/shot.png"))
    }

    @Test func aScreenshotGoesThroughAFIFOThatIsRead() throws {
        let folder = try ScratchFolder.make("fifo-read")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.makeFIFO(folder + "/shot.png")
        // The reader holds the FIFO open (read and write, so it never sees an end) before the demo starts.
        let reader = open(folder + "/shot.png", O_RDWR | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let demo = try DemoProcess(["screenshot", "--out", folder + "/shot.png", "--size", "60x60", "--scale", "1"])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        _ = fcntl(reader, F_SETFL, O_NONBLOCK)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && !(demo.hasEnded && received.count > 0) {
            let count = read(reader, &buffer, buffer.count)
            if count > 0 { received += buffer.prefix(count) } else { usleep(10_000) }
        }
        #expect(demo.status(within: 5) == 0, "\(demo.standardError)")
        #expect(received.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(Self.isFIFO(folder + "/shot.png"))
    }
}
