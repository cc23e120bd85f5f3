import Foundation
import Testing
import TestSupport

/// Recordings that could end wrong: two into one frame folder, a folder where a frame should be,
/// an ffmpeg that lies, no PATH, and a `verify` with nothing to measure.
@Suite struct RecordingFaultTests {
    static let short = "scene system\nwait 1\n"
    static let small = ["--size", "40x40", "--scale", "1", "--fps", "10"]

    static func withShort(_ folder: String) throws {
        try short.write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
    }

    /// A recording holds its frame folder locked: another one at the same time is refused.
    @Test func aFrameFolderInUseIsRefused() throws {
        var holder: Int32 = -1
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", "frames/"] + Self.small) { folder in
            try Self.withShort(folder)
            try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
            holder = open(folder + "/frames", O_RDONLY | O_DIRECTORY)
            flock(holder, LOCK_EX)
        }
        defer { close(holder) }
        #expect(demo.status(within: 60) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("another recording is writing frames into frames"), "\(demo.standardError)")
        #expect(demo.files(in: "frames").isEmpty)
    }

    /// Something named like a frame that is a folder stops `--replace-frames` before it deletes
    /// anything.
    @Test func replacingFramesChecksEveryEntryFirst() throws {
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", "frames/", "--replace-frames"] + Self.small) { folder in
            try Self.withShort(folder)
            try FileManager.default.createDirectory(atPath: folder + "/frames/frame-00042.png", withIntermediateDirectories: true)
            try "old".write(toFile: folder + "/frames/frame-00001.png", atomically: true, encoding: .utf8)
        }
        #expect(demo.status(within: 60) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("frames/frame-00042.png is named like a frame but is not a file; nothing was deleted"),
                "\(demo.standardError)")
        #expect(demo.files(in: "frames") == ["frame-00001.png", "frame-00042.png"])
    }

    /// An "ffmpeg" that exits 0 after writing a few bytes: the file is read, found incomplete,
    /// and not kept.
    @Test(arguments: ["clip.mp4", "clip.webm", "clip.gif"])
    func aVideoThatIsNotCompleteIsRefused(name: String) throws {
        let fake = "#!/bin/sh\nfor a; do last=$a; done\nprintf 01234567890123456789 > \"${last#file:}\"\n/bin/cat > /dev/null\nexit 0\n"
        let bin = try ScratchFolder.make("fake-ffmpeg")
        defer { try? FileManager.default.removeItem(atPath: bin) }
        try fake.write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(bin + "/ffmpeg", 0o755)
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", name] + Self.small,
                                   environment: ["PATH": bin], prepare: Self.withShort)
        #expect(demo.status(within: 60) == 1, "\(demo.standardError)")
        #expect(demo.standardError.contains("ffmpeg exited with status 0, but \(name) is not a complete video"), "\(demo.standardError)")
        #expect(demo.files() == ["s.scenario"])
    }

    /// Without PATH, ffmpeg is looked for where the C library's default path says.
    @Test func withoutAPathTheSystemDefaultIsSearched() throws {
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", "clip.gif"] + Self.small,
                                   environment: ["PATH": nil], prepare: Self.withShort)
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(demo.files() == ["clip.gif", "s.scenario"])
    }

    /// A scenario in which no popover is ever visible measures nothing, and fails.
    @Test func verifyWithNothingMeasuredFails() throws {
        let demo = try DemoProcess(["verify", "--scenario", "e.scenario", "--scale", "1", "--fps", "10", "--json", "r.json"]) { folder in
            try "scene matched\nwait 0.5\n".write(toFile: folder + "/e.scenario", atomically: true, encoding: .utf8)
        }
        #expect(demo.status(within: 60) == 1)
        #expect(demo.standardError == "popover-demo: verify e: FAIL (nothing was measured: no popover was shown in any frame)\n",
                "\(demo.standardError)")
        #expect(demo.files() == ["e.scenario"])
    }
}
