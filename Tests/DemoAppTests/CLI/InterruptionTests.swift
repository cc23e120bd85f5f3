import Foundation
import Testing

/// Every command stops on SIGINT and SIGTERM, during setup too, with 128 + the signal; `record`
/// keeps a playable file of the frames so far; nothing else is left half-written, not even by a
/// second Ctrl-C or a crash. (A ten-minute scenario stands for "still running": the deadlines
/// are seconds, far from its end, and measure nothing.)
@Suite struct InterruptionTests {
    static let longScenario = "scene example\nwait 600\n"

    static func withLongScenario(_ folder: String) throws {
        try longScenario.write(toFile: folder + "/long.scenario", atomically: true, encoding: .utf8)
    }

    static let smallRecording = ["--scenario", "long.scenario", "--size", "120x160", "--scale", "1"]

    /// The first moment anything catches the signal is during setup: SDL catches it once
    /// initialised (and turned it into an event nobody reads), popover-demo from its first line.
    @Test(arguments: [SIGINT, SIGTERM])
    func recordStopsOnASignalDuringSetup(signal: Int32) throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.smallRecording, prepare: Self.withLongScenario)
        #expect(demo.wait(upTo: 20, pollingEvery: 500) { demo.catches(signal) })
        demo.send(signal)
        #expect(demo.ending(within: 20) == .exited(128 + signal), "\(demo.standardError)")
        // Setup is short: if rendering had begun, the frames so far are a clip.
        #expect(demo.files() == ["long.scenario"] || demo.files() == ["clip.mp4", "long.scenario"])
        #expect(!demo.hasPartialFile)
        #expect(demo.temporaryFiles.isEmpty)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func recordWhileRenderingKeepsAPlayableClipAndReportsTheSignal(signal: Int32) throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.smallRecording, prepare: Self.withLongScenario)
        // ffmpeg writes its file's first bytes once its encoder has a frame: from then on there
        // is a clip to keep, however slowly the (deprioritised) rendering goes.
        #expect(demo.wait { (demo.partialFileSize ?? 0) > 0 })
        demo.send(signal)
        #expect(demo.ending(within: 20) == .exited(128 + signal), "\(demo.standardError)")
        #expect(demo.standardError.contains("interrupted: recorded "), "\(demo.standardError)")
        #expect(demo.files() == ["clip.mp4", "long.scenario"])
        let probe = try RecordingTestSupport.probe(demo.folder + "/clip.mp4")
        #expect(probe.width == 120 && probe.height == 160 && probe.frames > 0)
        #expect(demo.temporaryFiles.isEmpty)
    }

    /// A GIF is encoded while the frames stream in, so a signal leaves little to finish: its file
    /// grows during the recording. (With a palette from the whole clip ffmpeg held every frame
    /// back until its input ended, and the file stayed empty until then.)
    @Test(arguments: [SIGINT, SIGTERM])
    func aGifIsWrittenWhileRecordingAndKeptOnASignal(signal: Int32) throws {
        let demo = try DemoProcess(["record", "--out", "clip.gif"] + Self.smallRecording, prepare: Self.withLongScenario)
        #expect(demo.wait { (demo.partialFileSize ?? 0) > 0 })
        let size = demo.partialFileSize ?? 0
        #expect(demo.wait { (demo.partialFileSize ?? 0) > size })
        // The frames written so far are a GIF already, and stay in the finished file.
        let partial = try RecordingTestSupport.probe(try #require(demo.partialFile))
        #expect(partial.width == 120 && partial.height == 160 && partial.frames > 0)
        demo.send(signal)
        #expect(demo.ending(within: 20) == .exited(128 + signal))
        #expect(demo.files() == ["clip.gif", "long.scenario"])
        let probe = try RecordingTestSupport.probe(demo.folder + "/clip.gif")
        #expect(probe.width == 120 && probe.height == 160 && probe.frames >= partial.frames)
        #expect(demo.temporaryFiles.isEmpty)
    }

    /// A second signal while the first is being handled (a finish that hangs) discards the
    /// recording at once. Both are sent to the stopped process, so they are both there when it
    /// goes on: the second meets the first still being handled, however fast the finish is.
    @Test func aSecondSignalLeavesNoPartialFileAndNoLog() throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.smallRecording, prepare: Self.withLongScenario)
        #expect(demo.wait { (demo.partialFileSize ?? 0) > 0 })
        demo.send(SIGSTOP)
        #expect(demo.wait { demo.isStopped })
        // Two of one kind would merge into one: a Ctrl-C, then a SIGTERM.
        demo.send(SIGINT)
        demo.send(SIGTERM)
        demo.send(SIGCONT)
        // Which of the two is handled second, and so gives the status, is the kernel's choice.
        let ending = demo.ending(within: 20)
        #expect(ending == .exited(130) || ending == .exited(143), "\(String(describing: ending)): \(demo.standardError)")
        #expect(demo.standardError.hasSuffix("popover-demo: interrupted again; the recording was discarded\n"),
                "\(demo.standardError)")
        #expect(demo.files() == ["long.scenario"])
        #expect(demo.temporaryFiles.isEmpty)
    }

    /// A parent that starts it with the signals blocked (as a test runner's threads do) cannot
    /// make it ignore them. Its handler, once there, says it was interrupted and exits; a signal
    /// still blocked would stay pending and the screenshot run on.
    @Test func signalsBlockedByTheParentStillStopIt() throws {
        let demo = try DemoProcess(["screenshot", "--time", "600", "--out", "shot.png"], blocked: [SIGINT, SIGTERM])
        #expect(demo.wait(upTo: 20) { demo.catches(SIGTERM) })
        demo.send(SIGTERM)
        #expect(demo.ending(within: 20) == .exited(143), "\(demo.standardError)")
        #expect(demo.standardError.hasSuffix("popover-demo: interrupted\n"), "\(demo.standardError)")
        #expect(demo.files().isEmpty)
    }

    /// `screenshots` stops between pictures and within one, leaving none half-written.
    @Test func screenshotsStopsAndLeavesNoPartialFile() throws {
        let demo = try DemoProcess(["screenshots", "--out-dir", "shots"], outputPath: "stdout")
        // Its last step is the scenario whose snapshot is the menu.
        #expect(demo.wait(upTo: 300) { demo.standardOutput.contains("stress-mac.png") })
        demo.send(SIGINT)
        #expect(demo.ending(within: 20) == .exited(130), "\(demo.standardError)")
        #expect(demo.standardError.hasSuffix("popover-demo: interrupted\n"), "\(demo.standardError)")
        #expect(demo.temporaryFiles.isEmpty)
        #expect(!demo.files(in: "shots").contains { $0.contains(".partial") })
    }

    /// A crash takes the unfinished clip and ffmpeg with it, and leaves no Swift backtracer
    /// running: it outlived the crash by minutes, holding whatever output the demo had.
    @Test func aCrashLeavesNoPartialFileAndNoLog() throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + Self.smallRecording, prepare: Self.withLongScenario)
        #expect(demo.wait { (demo.partialFileSize ?? 0) > 0 })
        demo.send(SIGSEGV)
        // Passed on to the default action once the files are gone: a crash, not a clean stop.
        #expect(demo.ending(within: 60) == .killed(by: SIGSEGV), "\(demo.standardError)")
        #expect(demo.files() == ["long.scenario"])
        #expect(demo.temporaryFiles.isEmpty)
        #expect(demo.wait(upTo: 5) { demo.backtracers.isEmpty }, "swift-backtrace left running: \(demo.backtracers)")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func verifyStopsAndWritesNoReport(signal: Int32) throws {
        let demo = try DemoProcess(["verify", "--scenario", "long.scenario", "--json", "report.json", "--plot", "plot.png",
                                    "--scale", "1"], prepare: Self.withLongScenario)
        #expect(demo.wait(upTo: 20) { demo.isRendering })
        demo.send(signal)
        // Its handler's doing: with none, SIGINT and SIGTERM would kill it (or SDL's would turn
        // them into an event verify never reads).
        #expect(demo.ending(within: 20) == .exited(128 + signal), "\(demo.standardError)")
        #expect(demo.standardError.hasSuffix("popover-demo: interrupted\n"), "\(demo.standardError)")
        #expect(demo.files() == ["long.scenario"])
        #expect(demo.temporaryFiles.isEmpty)
    }
}
