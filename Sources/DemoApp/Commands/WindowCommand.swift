import PopoverKit
import PopoverSDL

/// The interactive demo in a window. Refuses to run on an invisible video driver.
enum WindowCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "popover-demo", options: ["size", "scale"])
        let (width, height) = try args.size("size", default: (390, 844))
        let scale = try args.number("scale", default: 1, range: 1...4)
        let runtime: SDLRuntime
        let backend: WindowBackend
        do {
            runtime = try SDLRuntime(mode: .windowed, fontSearchPaths: AssetLocator.fontFolders())
            backend = try WindowBackend(runtime: runtime, title: "Popover Demo",
                                        size: Size(width: width, height: height), userScale: scale)
        } catch let error as NoDisplayError {
            Console.error("popover-demo: \(error)")
            Console.error("""
                To see the demo, run it on a desktop session (DISPLAY or WAYLAND_DISPLAY set), or under Xvfb:
                  xvfb-run -a popover-demo
                Without a display, render instead:
                  popover-demo screenshot --out frame.png
                """)
            return 2
        } catch let error as SDLError where error.operation == "SDL_Init" {
            Console.error("popover-demo: \(error)")
            Console.error("No display could be opened. Run under Xvfb (xvfb-run -a popover-demo) or use: popover-demo screenshot --out frame.png")
            return 2
        }
        var drag = Point.zero
        var dragStart: Point?
        var needsRedraw = true
        while true {
            // Polling keeps SDL's SIGINT/SIGTERM handlers turning signals into quit events.
            let events = needsRedraw ? backend.pollEvents() : backend.waitForEvents(timeoutMs: 100)
            for event in events {
                switch event.kind {
                case .quit:
                    return 0
                case .pointerDown:
                    dragStart = Point(x: event.x - drag.x, y: event.y - drag.y)
                case .pointerMove:
                    if let start = dragStart { drag = Point(x: event.x - start.x, y: event.y - start.y); needsRedraw = true }
                case .pointerUp:
                    dragStart = nil
                    drag = .zero
                    needsRedraw = true
                case .resized, .exposed:
                    needsRedraw = true
                case .keyDown where event.keyCode == 27 || event.keyCode == Int32(UInt8(ascii: "q")):
                    return 0
                default:
                    break
                }
            }
            if needsRedraw {
                let frame = ExampleFrame(size: backend.pointSize, dragOffset: drag)
                backend.draw(frame.displayList(measurer: backend.textRenderer))
                backend.present()
                needsRedraw = false
            }
        }
    }
}
