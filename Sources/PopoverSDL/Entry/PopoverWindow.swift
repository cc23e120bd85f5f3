import PopoverKit

/// A window that runs a view with full interaction: pointer, touch and keyboard through the
/// input router, implicit animations, popovers, and a frame loop that draws only when the
/// picture may change and sleeps otherwise.
///
/// ```swift
/// import PopoverKit
/// import PopoverSDL
///
/// try PopoverWindow(title: "Hello", size: Size(width: 390, height: 500)).run { ContentView() }
/// ```
///
/// `run` returns when the window is closed; no key quits it (an app adds its own shortcut with
/// `WindowContent.quits(on:)`). Throws `NoDisplayError` (or an `SDLError` from `SDL_Init`) when
/// no window could be shown: render with `HeadlessRenderer` instead.
@MainActor
public final class PopoverWindow {
    /// SDL and the bundled fonts, alive as long as the window.
    public let runtime: SDLRuntime
    /// The window's drawing surface; `pointSize`, `scale` and `textRenderer` follow resizes.
    public let backend: WindowBackend
    /// The window's input and clock.
    public let events: SDLWindowEvents
    /// Shortest time between two frames while something moves.
    public var frameInterval = WindowLoop.defaultFrameInterval

    /// Opens a window of `size` points (shown with its first frame).
    ///
    /// - Parameters:
    ///   - zoom: a factor on the desktop's density (2 makes a small layout readable on a large screen).
    ///   - pixelScale: pixels per point, instead of the desktop's density (`DesktopScale`) times `zoom`.
    ///   - display: the environment that decides which video drivers SDL may try.
    public init(title: String = "PopoverKit", size: Size, zoom: Double = 1, pixelScale: Double? = nil,
                display: DisplayEnvironment = DisplayEnvironment()) throws {
        runtime = try SDLRuntime(mode: .windowed, display: display)
        backend = try WindowBackend(runtime: runtime, title: title, size: size, zoom: zoom, pixelScale: pixelScale)
        events = SDLWindowEvents(backend: backend)
    }

    /// Whether the environment names a display a window could appear on (DISPLAY, or a Wayland
    /// socket, or a driver chosen with SDL_VIDEODRIVER). Opening one may still fail.
    public static var isDisplayAvailable: Bool {
        DisplayEnvironment().videoDriverHint.map { !$0.isEmpty } ?? true
    }

    /// Runs the view `root` makes, once, until the window closes. The same root is re-evaluated
    /// every frame, so its `@State` persists.
    public func run<Root: View>(colorScheme: ColorScheme = .light, _ root: () -> Root) {
        run(ViewRuntime(root: root(), size: backend.pointSize, measurer: backend.textRenderer, colorScheme: colorScheme))
    }

    /// Runs `content` until the window closes: each frame follows the window's size and
    /// pixel scale (text measured as it will be drawn), draws the content's frame and shows it.
    public func run(_ content: ViewRuntime) {
        run(content) { [backend] time in
            content.size = backend.pointSize
            content.measurer = backend.textRenderer
            backend.draw(content.frame(at: time))
            backend.present()
        }
    }

    /// Runs any window content until the window closes, with a frame drawn by `drawFrame`
    /// (which draws into `backend` and presents): for apps that add to each frame.
    ///
    /// - Parameter drawsContinuously: true while frames must come at the full rate even at
    ///   rest (a recording in progress).
    public func run(_ content: some WindowContent, drawsContinuously: @escaping @MainActor () -> Bool = { false },
                    drawFrame: @escaping @MainActor (Double) -> Void) {
        let loop = WindowLoop(app: content, source: events, frameInterval: frameInterval, drawFrame: drawFrame)
        loop.drawsContinuously = drawsContinuously
        loop.run()
    }
}
