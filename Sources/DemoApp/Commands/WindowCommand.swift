import Foundation
import PopoverKit
import PopoverSDL

/// The interactive demo in a window. Refuses to run on an invisible video driver.
enum WindowCommand {
    static let usage = "popover-demo [--scene NAME] [--idiom NAME] [--size WxH] [--scale N] [--capture FILE.scenario]"

    static func run(_ arguments: [String], display: DisplayEnvironment = DisplayEnvironment()) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "", usage: usage, options: ["size", "scale", "scene", "idiom", "capture"])
        let idiom = try Idiom.named(args["idiom"] ?? "phone")
        let sceneIndex = try SceneCatalog.index(named: args["scene"] ?? "example")
        let idiomWindow = AppRuntime.windowSize(for: idiom)
        let (width, height) = try args.size("size", default: (idiomWindow.width, idiomWindow.height))
        // Pixels per point; without it, the desktop's density (`DesktopScale`), whatever the idiom.
        let scale = args["scale"] == nil ? nil : try args.number("scale", default: 1, range: 1...4)
        if let problem = InputLimits.frameSizeProblem(Size(width: width, height: height), scale: scale ?? 1) {
            throw UsageError("--size/--scale: \(problem)")
        }
        let capturePath = try args["capture"].map(checkedCapturePath)
        let window: PopoverWindow
        do {
            window = try PopoverWindow(title: "Popover Demo", size: Size(width: width, height: height),
                                       pixelScale: scale, display: display)
        } catch let error as NoDisplayError {
            Console.error("popover-demo: \(error)")
            Console.error(noDisplayAdvice(display))
            return 2
        } catch let error as SDLError where error.operation == "SDL_Init" {
            Console.error("popover-demo: \(error)")
            Console.error(noDisplayAdvice(display))
            return 2
        }
        // A signal closes the window as Q does, after finishing a recording; the status says which.
        let interrupt = RecordingInterrupt(wake: QuitOnWakeup.start())
        defer { interrupt.uninstall() }
        let backend = window.backend
        backend.maximumFrame = (InputLimits.maximumFramePixels, InputLimits.maximumFrameSide)
        let session = LiveSession(app: AppRuntime(sceneIndex: sceneIndex, idiom: idiom, size: backend.pointSize,
                                                  measurer: backend.textRenderer))
        var lastIdiom = idiom
        let events = window.events
        let take = WindowTake(session: session, capturePath: capturePath,
                              makeRecorder: capturePath != nil ? nil : { path in
                                  try LiveRecorder(width: backend.frame.width, height: backend.frame.height, path: path)
                              })
        if capturePath != nil { take.start(at: events.now) }
        // Closing the window, Q and the stopping signals (which close it as Q does) end the take
        // with what it has.
        defer { if take.isRecording { take.end(at: events.now, ending: "the window closed") } }
        var reportsFirstFrame = ProcessInfo.processInfo.environment[WindowBenchmark.firstFrameVariable] != nil
        // The library's window loop, with the demo's extras in each frame: the window follows an
        // idiom switch, a recording takes the frame and shows its badge and notices, the first
        // frame is reported for the benchmark, and the status line shows the frame's time.
        // A recording fills every 1/60 s of its clip, so it needs frames at the full rate, and a
        // notice must go on time.
        window.run(session, drawsContinuously: { take.recorder != nil || take.notice != nil }) { now in
            let app = session.app
            if app.idiom != lastIdiom {
                lastIdiom = app.idiom
                backend.resize(to: AppRuntime.windowSize(for: app.idiom))
            }
            let frameStart = events.now
            // A new pixel scale (an idiom scaled down to fit) brings a new text renderer: measure
            // with it, or text laid out at the old scale overlaps when drawn at the new one.
            app.view.measurer = backend.textRenderer
            app.pixelScale = backend.scale
            backend.draw(session.frame(at: now, size: backend.pointSize))
            take.didDraw(backend.frame, at: now)
            if take.isRecording {
                backend.drawOverlay(RecordingBadge(size: backend.pointSize).items(measurer: backend.textRenderer))
            }
            if let notice = take.notice {
                backend.drawOverlay(notice.items(size: backend.pointSize, measurer: backend.textRenderer))
            }
            backend.present()
            if reportsFirstFrame {
                reportsFirstFrame = false
                Console.out(WindowBenchmark.firstFrameLine)
            }
            session.app.frameMilliseconds = (events.now - frameStart) * 1000
        }
        return interrupt.signal.map { 128 + $0 } ?? 0
    }

    /// `--capture FILE`: a scenario file that can be written, checked before the window opens.
    static func checkedCapturePath(_ path: String) throws -> String {
        guard (path as NSString).pathExtension == ScenarioParser.fileExtension else {
            throw UsageError("--capture: \(path) should end in .\(ScenarioParser.fileExtension), so that record --scenario reads it as a file")
        }
        do {
            try OutputFile.checkWritable(path)
        } catch {
            throw UsageError("--capture: \(error)")
        }
        return path
    }

    /// What to do when no window can be shown, given what the environment already says: never
    /// "set DISPLAY" to someone whose DISPLAY is set but unreachable.
    static func noDisplayAdvice(_ display: DisplayEnvironment) -> String {
        let firstStep = if let driver = display.requestedDriver {
            "SDL_VIDEODRIVER is \"\(driver)\", which could not show a window; unset it to let SDL choose, or run under Xvfb:"
        } else if let name = display.display {
            "DISPLAY is \"\(name)\", but no X server could be reached there. Start one there, or run under a new one:"
        } else if display.waylandReachable {
            "A Wayland socket was found (WAYLAND_DISPLAY \"\(display.waylandDisplay ?? "wayland-0")\"), but no compositor answered. Run under Xvfb instead:"
        } else {
            "To see the demo, run it on a desktop session (DISPLAY or WAYLAND_DISPLAY set), or under Xvfb:"
        }
        return """
            \(firstStep)
              xvfb-run -a popover-demo
            Without a display, render instead:
              popover-demo screenshot --out frame.png
            """
    }
}
