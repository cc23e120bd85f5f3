import Foundation
import PopoverKit
import PopoverSDL

/// The interactive demo in a window. Refuses to run on an invisible video driver.
enum WindowCommand {
    static func run(_ arguments: [String], display: DisplayEnvironment = DisplayEnvironment()) throws -> Int32 {
        let options = try WindowOptions(arguments)
        let window = try requiringDisplay(display) {
            try PopoverWindow(title: "Popover Demo", size: options.size, pixelScale: options.scale, display: display)
        }
        // A signal closes the window as Q does, after finishing a recording; the status says which.
        let interrupt = RecordingInterrupt(wake: QuitOnWakeup.start())
        defer { interrupt.uninstall() }
        let backend = window.backend
        backend.maximumFrame = (InputLimits.maximumFramePixels, InputLimits.maximumFrameSide)
        let session = LiveSession(app: AppRuntime(sceneIndex: options.sceneIndex, idiom: options.idiom,
                                                  size: backend.pointSize, measurer: backend.textRenderer))
        let events = window.events
        let take = WindowTake(session: session, capturePath: options.capturePath,
                              makeRecorder: options.capturePath != nil ? nil : { path in
                                  try LiveRecorder(width: backend.frame.width, height: backend.frame.height, path: path)
                              })
        if options.capturePath != nil { take.start(at: events.now) }
        // Closing the window, Q and the stopping signals (which close it as Q does) end the take
        // with what it has.
        defer { if take.isRecording { take.end(at: events.now, ending: "the window closed") } }
        // The X server gone: Xlib ends the process (status 1) once this returns.
        DisplayLoss.whenLost {
            Console.error("popover-demo: the connection to the display\(display.display.map { " \($0.debugDescription)" } ?? "") was lost")
            if take.isRecording { take.end(at: events.now, ending: "the connection to the display was lost") }
        }
        defer { DisplayLoss.whenLost(nil) }
        // The library's window loop, with the demo's extras in each frame.
        let frame = WindowFrame(session: session, take: take, backend: backend, events: events)
        window.run(session, drawsContinuously: { frame.needsEveryFrame }, drawFrame: frame.draw(at:))
        return interrupt.signal.map(ExitStatus.stopped(by:)) ?? ExitStatus.success
    }

    /// `open`'s result, when it can start SDL's video. No display, or one that cannot be
    /// reached, is a usage problem: reported, after `context`, with what to do instead.
    static func requiringDisplay<Opened>(_ display: DisplayEnvironment, context: String = "",
                                         _ open: () throws -> Opened) throws -> Opened {
        do {
            return try open()
        } catch let error as NoDisplayError {
            throw UsageError("\(context)\(error)\n\(noDisplayAdvice(display))")
        } catch let error as SDLError where error.operation == "SDL_Init" {
            throw UsageError("\(context)\(error)\n\(noDisplayAdvice(display))")
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
