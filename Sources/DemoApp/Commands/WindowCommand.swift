import Foundation
import PopoverKit
import PopoverSDL

/// The interactive demo in a window. Refuses to run on an invisible video driver.
enum WindowCommand {
    static let usage = "popover-demo [--scene NAME] [--idiom NAME] [--size WxH] [--scale N]"

    static func run(_ arguments: [String], display: DisplayEnvironment = DisplayEnvironment()) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "", usage: usage, options: ["size", "scale", "scene", "idiom"])
        let idiom = try Idiom.named(args["idiom"] ?? "phone")
        let sceneIndex = try SceneCatalog.index(named: args["scene"] ?? "example")
        let (width, height) = try args.size("size", default: (idiom.windowSize.width, idiom.windowSize.height + AppRuntime.chromeHeight))
        // Pixels per point; without it, the display's own density (2 on a high-DPI display).
        let scale = args["scale"] == nil ? nil : try args.number("scale", default: 1, range: 1...4)
        if let problem = InputLimits.frameSizeProblem(Size(width: width, height: height), scale: scale ?? idiom.defaultScale) {
            throw UsageError("--size/--scale: \(problem)")
        }
        let window: PopoverWindow
        do {
            window = try PopoverWindow(title: "Popover Demo", size: Size(width: width, height: height),
                                       zoom: idiom.defaultScale, pixelScale: scale, display: display)
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
        let app = AppRuntime(sceneIndex: sceneIndex, idiom: idiom, size: backend.pointSize, measurer: backend.textRenderer)
        var lastIdiom = idiom
        var recorder: LiveRecorder?
        let recordingFolder = RecordingFolder()
        app.onToggleRecording = {
            if let active = recorder {
                recorder = nil
                stopRecording(active)
            } else {
                do {
                    recorder = try LiveRecorder(width: backend.frame.width, height: backend.frame.height,
                                                folder: try recordingFolder.checked())
                    Console.error("recording to \(recorder!.path) (press R to stop)")
                } catch RecordingError.ffmpegNotFound(let searched) {
                    // The window records mp4 only: the command line's other advice does not apply.
                    Console.error("popover-demo: cannot record: \(RecordingError.ffmpegNotFoundText(searched: searched))")
                } catch {
                    Console.error("popover-demo: cannot record: \(error)")
                }
            }
        }
        defer { if let recorder { stopRecording(recorder) } }
        let events = window.events
        var reportsFirstFrame = ProcessInfo.processInfo.environment[WindowBenchmark.firstFrameVariable] != nil
        // The library's window loop, with the demo's extras in each frame: the window follows an
        // idiom switch, a recording takes the frame and shows its badge, the first frame is
        // reported for the benchmark, and the status line shows the frame's time.
        // A recording fills every 1/60 s of its clip, so it needs frames at the full rate.
        window.run(app, drawsContinuously: { recorder != nil }) { now in
            if app.idiom != lastIdiom {
                lastIdiom = app.idiom
                backend.resize(to: Size(width: app.idiom.windowSize.width, height: app.idiom.windowSize.height + AppRuntime.chromeHeight))
            }
            let frameStart = events.now
            app.resize(to: backend.pointSize)
            // A new pixel scale (an idiom scaled down to fit) brings a new text renderer: measure
            // with it, or text laid out at the old scale overlaps when drawn at the new one.
            app.view.measurer = backend.textRenderer
            app.pixelScale = backend.scale
            backend.draw(app.frame(at: now))
            if let active = recorder {
                if active.accepts(backend.frame) {
                    do {
                        try active.append(backend.frame, at: now)
                    } catch {
                        Console.error("popover-demo: recording stopped: \(error)")
                        recorder = nil
                    }
                } else {
                    Console.error("the window changed size: recording stopped")
                    recorder = nil
                    stopRecording(active)
                }
            }
            if recorder != nil {
                backend.drawOverlay(RecordingBadge(size: backend.pointSize).items(measurer: backend.textRenderer))
            }
            backend.present()
            if reportsFirstFrame {
                reportsFirstFrame = false
                Console.out(WindowBenchmark.firstFrameLine)
            }
            app.frameMilliseconds = (events.now - frameStart) * 1000
        }
        return interrupt.signal.map { 128 + $0 } ?? 0
    }

    static func stopRecording(_ recorder: LiveRecorder) {
        do {
            let (path, frames) = try recorder.finish()
            Console.error("recorded \(frames) frames to \(path)")
        } catch {
            Console.error("popover-demo: the recording failed: \(error)")
        }
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
