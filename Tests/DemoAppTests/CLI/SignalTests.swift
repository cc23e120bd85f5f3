import Foundation
import Testing
import TestSupport
@testable import DemoApp

/// Every signal whose default action ends a process ends every command, the window included,
/// promptly with 128 + the signal, and leaves nothing half-written: the signals the "Signals"
/// section of docs/command-line.md names, read from it, so what it says is what is checked.
@Suite struct SignalTests {
    /// SIGHUP, SIGINT, … as listed in docs/command-line.md's sentence on signals.
    static let documented: [Int32] = {
        let document = (try? String(contentsOfFile: Repository.path("docs/command-line.md"), encoding: .utf8)) ?? ""
        let section = document.components(separatedBy: "## Signals").dropFirst().first ?? ""
        let sentence = section.components(separatedBy: "\n\n").first { $0.contains("end every command") } ?? ""
        let numbers: [String: Int32] = ["SIGHUP": SIGHUP, "SIGINT": SIGINT, "SIGQUIT": SIGQUIT, "SIGTERM": SIGTERM,
                                        "SIGUSR1": SIGUSR1, "SIGUSR2": SIGUSR2, "SIGALRM": SIGALRM, "SIGPIPE": SIGPIPE]
        return numbers.filter { sentence.contains($0.key) }.map(\.value).sorted()
    }()

    /// Every signal whose default action is to end the process, except SIGKILL and SIGSTOP's
    /// kin and the crash signals (SIGPIPE is ignored while ffmpeg is fed, and reported as EPIPE).
    @Test func theDocumentationNamesEveryStoppingSignal() {
        #expect(Self.documented == [SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM].sorted())
    }

    /// Stopped while it renders, by its handler: it says so and exits with 128 + the signal. A
    /// process with no handler would show the same status to a shell, but killed, not exited.
    @Test(arguments: documented)
    func aScreenshotStopsWithTheSignal(signal: Int32) throws {
        let demo = try DemoProcess(["screenshot", "--time", "600", "--out", "shot.png"])
        #expect(demo.wait(upTo: 20, pollingEvery: 20_000) { demo.catches(signal) && demo.isRendering })
        demo.send(signal)
        #expect(demo.ending(within: 20) == .exited(128 + signal), "\(demo.standardError)")
        #expect(demo.standardError.hasSuffix("popover-demo: interrupted\n"), "\(demo.standardError)")
        #expect(demo.files().isEmpty)
        #expect(demo.temporaryFiles.isEmpty)
    }

    @Test(arguments: documented)
    func aRecordingKeepsAPlayableClipAndReportsTheSignal(signal: Int32) throws {
        let demo = try DemoProcess(["record", "--out", "clip.mp4"] + InterruptionTests.smallRecording,
                                   prepare: InterruptionTests.withLongScenario)
        #expect(demo.wait { demo.hasPartialFile })
        #expect(demo.wait { (demo.partialFileSize ?? 0) > 0 })
        demo.send(signal)
        #expect(demo.ending(within: 30) == .exited(128 + signal), "\(demo.standardError)")
        #expect(demo.standardError.contains("interrupted: recorded "), "\(demo.standardError)")
        #expect(demo.files() == ["clip.mp4", "long.scenario"])
        #expect(try RecordingTestSupport.probe(demo.folder + "/clip.mp4").frames > 0)
    }

    /// A recording into a frame folder leaves no frames when a crash ends it: they are complete
    /// files, but not a complete recording.
    @Test func aCrashRemovesTheFramesWritten() throws {
        let demo = try DemoProcess(["record", "--out", "frames/"] + InterruptionTests.smallRecording,
                                   prepare: InterruptionTests.withLongScenario)
        #expect(demo.wait { demo.files(in: "frames").count > 3 })
        demo.send(SIGSEGV)
        #expect(demo.ending(within: 60) == .killed(by: SIGSEGV), "\(demo.standardError)")
        #expect(demo.files() == ["long.scenario"], "\(demo.files(in: "frames"))")
    }

    /// The window closes on each signal (as Q closes it) with 128 + the signal.
    @Test(arguments: documented)
    func theWindowStopsWithTheSignal(signal: Int32) throws {
        let display = try XvfbServer()
        let window = try WindowProcess(display: display)
        window.demo.send(signal)
        #expect(window.demo.ending(within: 20) == .exited(128 + signal), "\(window.demo.standardError)")
    }

    /// A signal during a window recording (R) finishes the take, as it does for `record`: a
    /// playable clip and the scenario of its input, neither left partial.
    @MainActor @Test(arguments: [SIGHUP, SIGTERM])
    func aWindowRecordingIsFinishedOnASignal(signal: Int32) throws {
        let display = try XvfbServer()
        let window = try WindowProcess(display: display)
        try window.startRecording()
        window.demo.send(signal)
        #expect(window.demo.ending(within: 30) == .exited(128 + signal), "\(window.demo.standardError)")
        let files = window.demo.files().filter { $0.hasPrefix("popover-demo-") }
        #expect(files.count == 2 && !files.contains { $0.contains(".partial") }, "\(files)")
        if let clip = files.first(where: { $0.hasSuffix(".mp4") }) {
            #expect(try RecordingTestSupport.probe(window.demo.folder + "/" + clip).frames > 0)
        } else {
            Issue.record("no clip among \(files)")
        }
        if let scenario = files.first(where: { $0.hasSuffix(".scenario") }) {
            let text = try String(contentsOfFile: window.demo.folder + "/" + scenario, encoding: .utf8)
            #expect(text.contains("# the window closed at"), "\(text)")
            try CaptureReplay.expectReplays(text)
        } else {
            Issue.record("no scenario among \(files)")
        }
    }

    /// The X server going away during a window recording ends it with status 1 and a message,
    /// after writing what the take has, as closing the window does: the scenario of its input
    /// (issue 36: it was lost) and its clip, neither left partial.
    @MainActor @Test func losingTheDisplayKeepsTheTake() throws {
        let display = try XvfbServer()
        let window = try WindowProcess(display: display)
        try window.startRecording()
        display.kill()
        #expect(window.demo.status(within: 30) == 1, "\(window.demo.standardError)")
        #expect(window.demo.standardError.contains("popover-demo: the connection to the display \"\(display.name)\" was lost"),
                "\(window.demo.standardError)")
        let files = window.demo.files().filter { $0.hasPrefix("popover-demo-") }
        #expect(!files.contains { $0.contains(".partial") }, "\(files)")
        if let scenario = files.first(where: { $0.hasSuffix(".scenario") }) {
            let text = try String(contentsOfFile: window.demo.folder + "/" + scenario, encoding: .utf8)
            #expect(text.contains("# the connection to the display was lost at"), "\(text)")
            try CaptureReplay.expectReplays(text)
        } else {
            Issue.record("no scenario among \(files): \(window.demo.standardError)")
        }
        if let clip = files.first(where: { $0.hasSuffix(".mp4") }) {
            #expect(try RecordingTestSupport.probe(window.demo.folder + "/" + clip).frames > 0)
        } else {
            Issue.record("no clip among \(files): \(window.demo.standardError)")
        }
    }

    /// `bench window` takes its demo window with it when a signal stops it: the window has
    /// ended, and been reaped, by the time the bench exits (it was seen living on for 2-3 s).
    @Test(arguments: [SIGINT, SIGTERM])
    func benchWindowLeavesNoWindowRunning(signal: Int32) throws {
        let display = try XvfbServer()
        let bench = try DemoProcess(["bench", "window"], environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": nil,
                                                                          "WAYLAND_DISPLAY": nil])
        var child: pid_t?
        #expect(bench.wait(upTo: 60, pollingEvery: 20_000) {
            // The demo window by its arguments: a library forking on its way to run another
            // program is, until it does, popover-demo too.
            child = bench.children.first { WindowProcess.arguments(of: $0) == [DemoProcess.executable] + WindowBenchmark.demoArguments }
            return child != nil
        })
        bench.send(signal)
        // A liveness bound, not a speed claim: the bench stops its child and ends at once.
        #expect(bench.ending(within: 5) == .exited(128 + signal), "\(bench.standardError)")
        if let child {
            #expect(!FileManager.default.fileExists(atPath: "/proc/\(child)"),
                    "the demo window \(child) outlived the bench: \(bench.standardError)")
        }
        #expect(bench.files() == [] && bench.temporaryFiles == [], "left: \(bench.files()) \(bench.temporaryFiles)")
    }
}

/// The demo window on a virtual display, once its first frame is up.
final class WindowProcess {
    let demo: DemoProcess

    init(display: XvfbServer, environment: [String: String?] = [:]) throws {
        let shown: [String: String?] = ["DISPLAY": display.name, "SDL_VIDEODRIVER": nil, "WAYLAND_DISPLAY": nil,
                                        "POPOVER_DEMO_REPORT_FIRST_FRAME": "1"]
        demo = try DemoProcess(["--size", "120x160", "--scale", "1"], outputPath: "stdout",
                               environment: shown.merging(environment) { $1 })
        self.display = display
        #expect(demo.wait(upTo: 30, pollingEvery: 20_000) { demo.standardOutput.contains("first frame presented") },
                "\(demo.standardError)")
    }

    private let display: XvfbServer

    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        try display.output(.xdotool, arguments)
    }

    /// Presses R.
    func pressR() throws {
        try pressKey("r")
    }

    /// Presses `key` (an xdotool key name) in the window.
    func pressKey(_ key: String) throws {
        try xdotool(["search", "--sync", "--name", "Popover Demo", "windowfocus", "--sync", "key", key])
    }

    /// Presses R and waits until frames reach the clip.
    func startRecording() throws {
        try pressR()
        #expect(demo.wait(upTo: 30, pollingEvery: 20_000) {
            demo.standardError.contains("recording to") && (demo.partialFileSize ?? 0) > 0
        }, "\(demo.standardError)")
    }

    /// Resizes the window from outside, as a window manager or `xdotool windowsize` does.
    func resize(width: Int, height: Int) throws {
        try xdotool(["search", "--sync", "--name", "Popover Demo", "windowsize", "\(width)", "\(height)"])
    }

    /// The window's size in pixels, as the X server has it.
    func geometry() throws -> (width: Int, height: Int)? {
        let printed = try xdotool(["search", "--name", "Popover Demo", "getwindowgeometry"])
        guard let line = printed.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let size = line.split(separator: " ").last?.split(separator: "x"), size.count == 2,
              let width = Int(size[0]), let height = Int(size[1]) else { return nil }
        return (width, height)
    }

    /// A process's command line, from /proc/PID/cmdline.
    static func arguments(of process: pid_t) -> [String] {
        guard let line = try? String(contentsOfFile: "/proc/\(process)/cmdline", encoding: .utf8) else { return [] }
        return line.split(separator: "\0").map(String.init)
    }

    static func isDemo(_ process: pid_t) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/exe")) == DemoProcess.executable
    }
}
