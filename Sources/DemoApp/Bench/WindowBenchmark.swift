import CLinux
import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo bench window`: what the real window costs, on the display it is given:
/// - idle: the demo (example scene, mac idiom) started as its own process and left alone for
///   `settleSeconds`, then its CPU time over `idleSeconds` and its resident memory at the end,
///   from /proc;
/// - first frame: from starting the process to its first frame on screen, as the process
///   reports it, the median of `launchCount` launches;
/// - drag: frames presented per second in this process while the content is dragged by a
///   fraction of a point per frame, with no frame rate cap.
enum WindowBenchmark {
    static let settleSeconds = 4.0
    static let idleSeconds = 10.0
    static let launchCount = 5
    static let dragSeconds = 3.0
    /// Set in the demo's environment: it then prints `firstFrameLine` once its first frame is
    /// on screen.
    static let firstFrameVariable = "POPOVER_DEMO_REPORT_FIRST_FRAME"
    static let firstFrameLine = "first frame presented"
    nonisolated static let demoArguments = ["--scene", "example", "--idiom", "mac"]
    /// Set for the demo windows the benchmark starts: the benchmark's process id.
    static let parentVariable = "POPOVER_DEMO_BENCH_PARENT"

    /// In a demo window the benchmark started: ends it with the benchmark, even when a signal
    /// ends the benchmark between starting it and registering it with `ExitCleanup`. Returns
    /// false when the benchmark is gone already.
    static func followBenchmarkParent() -> Bool {
        guard let value = ProcessInfo.processInfo.environment[parentVariable], let parent = pid_t(value) else { return true }
        _ = linux_signal_on_parent_death(SIGKILL)
        return getppid() == parent
    }

    /// The environment of a demo window the benchmark starts.
    static func childEnvironment(from base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment[parentVariable] = String(getpid())
        // A crashed child's backtracer (swift-backtrace) was seen outliving it as an orphan, stuck
        // on a socket and holding the child's output open; the benchmark reports the child's exit
        // status itself. A user's own SWIFT_BACKTRACE setting is kept.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }

    static func run() throws -> [String] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let idle = try measureIdle(executable)
        let firstFrames = try (0..<launchCount).map { _ in try measureFirstFrame(executable) }
        let drag = try measureDrag()
        return [
            String(format: "window idle %.0f s: cpu %.1f %%, rss %.0f MB", idleSeconds, idle.cpuPercent, idle.residentMB),
            String(format: "window first frame: %.0f ms", BenchmarkStatistics.median(firstFrames) * 1000),
            "window drag: \(Int(drag.rounded())) fps",
        ]
    }

    // MARK: Idle

    static func measureIdle(_ executable: URL) throws -> (cpuPercent: Double, residentMB: Double) {
        let process = Process()
        process.executableURL = executable
        process.arguments = demoArguments
        process.environment = childEnvironment()
        process.standardOutput = FileHandle.nullDevice
        let child = try startTracked(process)
        defer {
            stop(process)
            ExitCleanup.withdraw(child)
        }
        Thread.sleep(forTimeInterval: settleSeconds)
        let before = try cpuSeconds(of: process.processIdentifier)
        Thread.sleep(forTimeInterval: idleSeconds)
        let after = try cpuSeconds(of: process.processIdentifier)
        let resident = try residentMegabytes(of: process.processIdentifier)
        return ((after - before) / idleSeconds * 100, resident)
    }

    /// User and system CPU time of a process, from /proc/PID/stat.
    static func cpuSeconds(of pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name, which is in parentheses and may hold spaces.
        guard let close = stat.lastIndex(of: ")") else { throw UsageError("bench window: cannot read /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw UsageError("bench window: cannot read /proc/\(pid)/stat")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// VmRSS from /proc/PID/status, in megabytes (2^20 bytes).
    static func residentMegabytes(of pid: Int32) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Double(line.split(separator: " ")[1]) else {
            throw UsageError("bench window: cannot read /proc/\(pid)/status")
        }
        return kilobytes / 1024
    }

    // MARK: First frame

    /// Seconds from starting the demo to its report of the first frame on screen.
    static func measureFirstFrame(_ executable: URL) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = demoArguments
        var environment = childEnvironment()
        environment[firstFrameVariable] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = ContinuousClock.now
        let child = try startTracked(process)
        defer {
            stop(process)
            ExitCleanup.withdraw(child)
        }
        var received = Data()
        while !String(decoding: received, as: UTF8.self).contains(firstFrameLine) {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw UsageError("bench window: the demo ended before its first frame") }
            received.append(chunk)
        }
        return RecordBenchmark.seconds(ContinuousClock.now - start)
    }

    /// Starts `process`, registered to be killed and reaped with us if a signal ends the
    /// benchmark; a signal arriving as it starts waits until it is registered, so the window
    /// cannot outlive the benchmark unregistered.
    static func startTracked(_ process: Process) throws -> ExitCleanup.Token? {
        try ExitCleanup.registering {
            try process.run()
            return ExitCleanup.track(process: process.processIdentifier)
        }
    }

    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    // MARK: Drag

    /// Frames per second of the window's own loop, uncapped, while a drag moves the content.
    @MainActor
    static func measureDrag() throws -> Double {
        let runtime = try SDLRuntime(mode: .windowed)
        let idiom = Idiom.mac
        let size = AppRuntime.windowSize(for: idiom)
        let backend = try WindowBackend(runtime: runtime, title: "Popover Demo (bench)", size: size, zoom: 1)
        let app = AppRuntime(idiom: idiom, size: backend.pointSize, measurer: backend.textRenderer)
        _ = FixedStepClock.run(app, until: 1)
        let source = DraggingEventSource(base: SDLWindowEvents(backend: backend),
                                         start: Point(x: size.width / 2, y: size.height / 2 + 100), until: dragSeconds)
        let loop = WindowLoop(app: app, source: source, frameInterval: 0) { now in
            app.pixelScale = backend.scale
            backend.draw(app.frame(at: 1 + now))
            backend.present()
        }
        loop.run()
        return Double(loop.frameCount) / dragSeconds
    }
}

/// The window's own input with a drag added: a press, then a move of a quarter point every
/// time the loop asks for input, back and forth; a quit after `until` seconds.
final class DraggingEventSource: WindowEventSource {
    private let base: SDLWindowEvents
    private let start: Point
    private let end: Double
    private var step = 0

    init(base: SDLWindowEvents, start: Point, until end: Double) {
        self.base = base
        self.start = start
        self.end = end
    }

    var now: Double { base.now }

    func events(waitingUntil deadline: Double?) -> [InputEvent] {
        // Only what is queued: the drag itself is always ready.
        var events = base.events(waitingUntil: now)
        guard now < end else { return events + [.quit] }
        if step == 0 {
            events.append(.pointerDown(start, .primary))
        }
        step += 1
        let phase = Double(step % 800)
        let offset = 20 + (phase < 400 ? phase : 800 - phase) * 0.25
        events.append(.pointerMove(start + Point(x: offset, y: offset * 0.5)))
        return events
    }
}
