import Foundation
import Testing

/// Scarce resources and odd environments: few file descriptors, a missing TMPDIR, no PATH.
@Suite struct ResourceFaultTests {
    static let small = ["--scenario", "example-drag-tracking", "--size", "40x40", "--scale", "1", "--fps", "5"]

    /// ffmpeg needs only a pipe and its log beside what is open already.
    @Test(arguments: [128, 16, 12, 9])
    func fewDescriptorsStillRecord(limit: Int) throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.small, descriptorLimit: limit)
        let status = demo.status(within: 60)
        #expect(status == 0 && demo.files() == ["clip.mp4"],
                "status \(status.map(String.init) ?? "none"), files \(demo.files()), stderr: \(demo.standardError)")
    }

    /// Descriptors the test process holds open (a parallel test's files, the runner's pipes) are
    /// not handed to the demo: with them, 9 left too few for ffmpeg.
    @Test func descriptorsOfTheTestProcessAreNotInherited() throws {
        let inherited = (0..<3).map { _ in open("/dev/null", O_RDONLY) }
        let demo: DemoProcess
        do {
            defer { inherited.forEach { close($0) } }
            demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.small, descriptorLimit: 9)
        }
        let status = demo.status(within: 60)
        #expect(status == 0 && demo.files() == ["clip.mp4"],
                "status \(status.map(String.init) ?? "none"), files \(demo.files()), stderr: \(demo.standardError)")
    }

    /// Too few to start ffmpeg: a message naming the limit, status 1, nothing left; no trap.
    @Test func tooFewDescriptorsAreReported() throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.small, descriptorLimit: 6)
        #expect(demo.status(within: 60) == 1, "\(demo.standardError)")
        #expect(demo.standardError.contains("Too many open files (raise `ulimit -n`)"), "\(demo.standardError)")
        #expect(demo.files().isEmpty)
    }

    /// Nothing is written in the temporary folder, so one that does not exist changes nothing.
    @Test func aMissingTemporaryFolderIsNotNeeded() throws {
        let demo = try DemoProcess(["record", "--out", "clip.gif"] + Self.small, environment: ["TMPDIR": "/nonexistent"])
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(demo.files() == ["clip.gif"])
    }

    /// On the run ScreenshotsCommandTests checks too: TMPDIR is /nonexistent there.
    @Test func screenshotsNeedNoTemporaryFolder() throws {
        let run = ScreenshotsRun.shared
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.written.count == 9)
        #expect(run.written.contains("example-menu.png"))
    }

    /// `--out-dir` naming a file, or a folder under one, says so in words.
    @Test(arguments: ["file", "file/sub"])
    func screenshotsIntoAFileSaySo(folder: String) throws {
        let demo = try DemoProcess(["screenshots", "--out-dir", folder]) { scratch in
            try "keep".write(toFile: scratch + "/file", atomically: true, encoding: .utf8)
        }
        #expect(demo.status(within: 30) == 1)
        #expect(demo.standardError == "popover-demo: cannot write \(folder): file is a file, not a folder\n"
            || demo.standardError == "popover-demo: cannot write \(folder): it is a file, not a folder\n", "\(demo.standardError)")
        #expect(!demo.standardError.contains("NSCocoaErrorDomain"))
    }
}
