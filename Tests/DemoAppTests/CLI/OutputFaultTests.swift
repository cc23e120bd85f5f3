import Foundation
import Testing

/// Outputs that cannot be written fail with status 1 and a message naming the file, and leave
/// nothing that looks finished; what the program did not create is never replaced or deleted.
@Suite struct OutputFaultTests {
    /// A full disk, as `ulimit -f` gives one to a single process (EFBIG where a full disk gives
    /// ENOSPC; both reach the same checked writes), with SIGXFSZ, which would otherwise kill.
    @Test(arguments: [["screenshot", "--out", "shot.png"],
                      ["record", "--scenario", "example-drag-tracking", "--out", "frames/", "--scale", "1"]])
    func aFileSizeLimitFailsWithAMessageAndLeavesNoFile(arguments: [String]) throws {
        let demo = try DemoProcess(arguments, fileSizeLimit: 8)
        #expect(demo.status(within: 120) == 1)
        #expect(demo.standardError.contains("File too large (the file-size limit, `ulimit -f`, was reached)"),
                "\(demo.standardError)")
        #expect(demo.files().isEmpty)
    }

    /// A character device is written in place, every write checked: /dev/full fails as a full
    /// disk does.
    @Test func aFullDeviceFailsTheScreenshot() throws {
        let demo = try DemoProcess(["screenshot", "--out", "shot.png", "--size", "60x60", "--scale", "1"]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/shot.png", withDestinationPath: "/dev/full")
        }
        #expect(demo.status() == 1)
        #expect(demo.standardError.contains("cannot write shot.png: No space left on device"), "\(demo.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: demo.folder + "/shot.png") == "/dev/full")
    }

    /// Names ffmpeg would read as an option or a protocol are plain files in the current folder.
    @Test(arguments: ["-clip.mp4", "file:clip.mp4", "clip:x.gif"])
    func anOutputNameThatLooksLikeAnOptionOrURLIsAPlainFile(name: String) throws {
        let demo = try DemoProcess(["record", "--scenario", "example-drag-tracking", "--out", name,
                                    "--size", "60x80", "--scale", "1", "--fps", "5"])
        #expect(demo.status(within: 120) == 0, "\(demo.standardError)")
        #expect(demo.files() == [name])
        #expect(try RecordingTestSupport.probe(demo.folder + "/" + name).frames > 0)
    }

    /// A directory where a file goes is refused before anything renders, and kept whole.
    @Test(arguments: [["screenshot", "--out", "taken.png"],
                      ["verify", "--scenario", "long.scenario", "--plot", "taken.png"],
                      ["verify", "--scenario", "long.scenario", "--json", "taken.png"],
                      ["record", "--scenario", "long.scenario", "--out", "taken.png.mp4"]])
    func aDirectoryAtTheOutputPathIsRefusedAndKept(arguments: [String]) throws {
        let target = arguments.last!
        let demo = try DemoProcess(arguments) { folder in
            try InterruptionTests.withLongScenario(folder)
            try FileManager.default.createDirectory(atPath: folder + "/\(target)/sub", withIntermediateDirectories: true)
            try "keep".write(toFile: folder + "/\(target)/keep.txt", atomically: true, encoding: .utf8)
        }
        // Refused before the ten-minute scenario is run.
        #expect(demo.status(within: 30) == 1)
        #expect(demo.standardError.contains("cannot write \(target): it is a directory"), "\(demo.standardError)")
        #expect(demo.files(in: target) == ["keep.txt", "sub"])
        #expect(demo.files() == ["long.scenario", target])
    }

    /// `verify --json` to a folder that does not exist is refused before the run.
    @Test func aReportInAMissingFolderIsRefusedBeforeTheRun() throws {
        let demo = try DemoProcess(["verify", "--scenario", "long.scenario", "--json", "missing/report.json"],
                                   prepare: InterruptionTests.withLongScenario)
        #expect(demo.status(within: 30) == 1)
        #expect(demo.standardError.contains("cannot write missing/report.json: the directory missing does not exist"),
                "\(demo.standardError)")
    }
}
