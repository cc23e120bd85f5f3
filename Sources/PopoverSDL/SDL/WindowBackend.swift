import CSDL2
import PopoverKit
import PopoverRender

/// A resizable SDL window showing composited frames through its window surface.
///
/// Layout is in points. Frames have the desktop's pixels per point (`DesktopScale`: `Xft.dpi`,
/// else `GDK_SCALE`) times `zoom`, unless a fixed pixel scale overrides it; with neither, the
/// window is `zoom` window units per point at SDL's own pixel density, read from the window's
/// size in pixels against its size (2× where SDL scales the window). The window shrinks, and
/// the content with it, when that would not fit the display. Frames go to
/// the window surface (on X11, shared memory and XShmPutImage) with only the rectangles that
/// changed since the last present, never through an OpenGL renderer: a software renderer
/// (llvmpipe) would cost its threads and tens of megabytes to copy a buffer that is already
/// composited.
@MainActor
public final class WindowBackend: DrawingSurface {
    public private(set) var pointSize: Size
    public private(set) var scale: Double
    public private(set) var textRenderer: TextRenderer
    public private(set) var frame: PixelBuffer
    private var compositor: Compositor
    /// Window units per point asked for; `windowUnitsPerPoint` is this or less, to fit the display.
    private let zoom: Double
    /// Pixels per point asked for (on the command line, or by the desktop), instead of SDL's density.
    private let fixedPixelScale: Double?
    public private(set) var windowUnitsPerPoint: Double
    private let runtime: SDLRuntime
    private let window: OpaquePointer
    /// Pixels drawn since the last present.
    private var damage: [PixelRect] = []
    /// The surface the last present wrote to; a new one (after a resize) needs every pixel.
    private var presentedSurface: UnsafeMutablePointer<SDL_Surface>?
    /// On Wayland, where the window surface has window units rather than pixels, the frames go
    /// through a renderer's texture instead.
    private var texturePresenter: TexturePresenter?
    private var isShown = false
    private var touch = TouchPointer()
    /// The largest frame drawn, in pixels and per side: a window made larger (a live resize) is
    /// shrunk back to fit, as the command line refuses such frames, so no resize can take
    /// unbounded memory.
    public var maximumFrame: (pixels: Int, side: Int) = (Int.max, Int.max)

    /// Drivers that SDL falls back to when there is no display: nothing would be visible.
    public static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Creates the window hidden, centered and within the display; the first `present()` shows
    /// it with its first frame drawn.
    ///
    /// - Parameters:
    ///   - zoom: window units per point (2 for the small watch).
    ///   - pixelScale: pixels per point, overriding the desktop's density times `zoom`.
    public init(runtime: SDLRuntime, title: String, size: Size, zoom: Double, pixelScale: Double? = nil) throws {
        guard runtime.mode == .windowed else { throw SDLError("WindowBackend", message: "SDL runtime has no video") }
        if let driver = runtime.videoDriver, Self.invisibleDrivers.contains(driver) {
            throw NoDisplayError(reason: "SDL chose the invisible \"\(driver)\" video driver, so a window would not be seen")
        }
        if runtime.videoDriver == "x11" {
            // X11's own framebuffer (shared memory) instead of SDL's default there, a texture
            // through an OpenGL renderer.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        // A resize or an idiom switch replaces the frame (megabytes): its memory must go back to
        // the system, or the heap grows with every new size.
        csdl_map_allocations_from(1 << 20)
        self.runtime = runtime
        self.zoom = zoom
        fixedPixelScale = pixelScale ?? DesktopScale.current(videoDriver: runtime.videoDriver).map { $0 * zoom }
        windowUnitsPerPoint = zoom
        let width = Int32((size.width * zoom).rounded()), height = Int32((size.height * zoom).rounded())
        guard let window = csdl_create_window(title, width, height, 1) else { throw SDLError("SDL_CreateWindow") }
        self.window = window
        do {
            texturePresenter = runtime.videoDriver == "wayland" ? try TexturePresenter(window: window) : nil
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        pointSize = size
        scale = zoom
        textRenderer = TextRenderer(fonts: runtime.fonts, scale: zoom)
        compositor = Compositor(scale: zoom, text: textRenderer)
        frame = PixelBuffer(width: 0, height: 0)
        resize(to: size, centered: true)
    }

    isolated deinit {
        // SDL_DestroyWindow destroys the window's renderer too: the presenter's goes first.
        texturePresenter = nil
        SDL_DestroyWindow(window)
    }

    public func draw(_ list: DisplayList) {
        damage += compositor.render(list, into: &frame)
    }

    public func drawOverlay(_ items: [DisplayItem]) {
        damage += compositor.overlay(items, into: &frame)
    }

    public func redrawAllNextFrame() {
        compositor.invalidate()
    }

    /// Copies the rectangles drawn since the last present to the window surface and updates
    /// only those on screen; the first present shows the window.
    public func present() {
        guard frame.width > 0, frame.height > 0 else { return }
        if !isShown {
            isShown = true
            SDL_ShowWindow(window)
            presentedSurface = nil
        }
        if let texturePresenter {
            texturePresenter.present(frame, rects: damage)
            damage = []
            return
        }
        guard let surface = SDL_GetWindowSurface(window) else { return }
        let bounds = frame.bounds.intersection(PixelRect(minX: 0, minY: 0, maxX: Int(surface.pointee.w), maxY: Int(surface.pointee.h)))
        let rects = surface == presentedSurface ? damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty } : [bounds]
        damage = []
        presentedSurface = surface
        guard !rects.isEmpty else { return }
        copy(rects, to: surface)
        var sdlRects = rects.map { SDL_Rect(x: Int32($0.minX), y: Int32($0.minY), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    }

    /// Copies `rects` of the frame into `surface`, converting to its pixel format.
    private func copy(_ rects: [PixelRect], to surface: UnsafeMutablePointer<SDL_Surface>) {
        let target = surface.pointee
        guard let pixels = target.pixels, let format = target.format else { return }
        let bytesPerPixel = Int(format.pointee.BytesPerPixel)
        let frameWidth = frame.width
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        frame.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for rect in rects {
                let from = base + (rect.minY * frameWidth + rect.minX) * 4
                let to = pixels + rect.minY * Int(target.pitch) + rect.minX * bytesPerPixel
                SDL_ConvertPixels(Int32(rect.width), Int32(rect.height), csdl_format_xrgb8888(), from, Int32(frameWidth * 4),
                                  format.pointee.format, to, target.pitch)
            }
        }
    }

    /// Shows the whole last frame again (after the window was uncovered).
    private func presentAll() {
        presentedSurface = nil
        present()
    }

    /// Input that arrived since the last call, positions in points.
    public func pollEvents() -> [InputEvent] {
        follow(SDLEventQueue.poll(windowUnitsPerPoint: windowUnitsPerPoint))
    }

    /// Sleeps until an event arrives or `timeoutMs` passes (forever when negative), then
    /// returns the input that arrived.
    public func waitForEvents(timeoutMs: Int32) -> [InputEvent] {
        follow(SDLEventQueue.wait(windowUnitsPerPoint: windowUnitsPerPoint, timeoutMs: timeoutMs))
    }

    /// Follows the window's own changes (a new size, a new scale, an uncovered area) and returns
    /// the input. A new output scale on Wayland changes the window's pixels but not its size, and
    /// SDL 2 may report it as no resize at all, so the pixels are compared after any event.
    private func follow(_ events: [CSDLEvent]) -> [InputEvent] {
        if events.contains(where: { $0.kind == CSDL_EVENT_RESIZED }) || (!events.isEmpty && pixelSizeChanged) {
            followWindowSize()
        }
        if isShown, events.contains(where: { $0.kind == CSDL_EVENT_EXPOSED }) { presentAll() }
        return events.compactMap { touch.inputEvent(for: $0, in: pointSize) }
    }

    /// Gives the window room for `size` points, within the display's usable bounds: it keeps its
    /// place if it fits there, else moves just enough; larger than the display, it shrinks.
    public func resize(to size: Size) {
        resize(to: size, centered: false)
    }

    private func resize(to size: Size, centered: Bool) {
        let requested = density.windowUnitsPerPoint(zoom: zoom, pixelScale: fixedPixelScale)
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        // Fails, leaving zeros, while the window is not mapped or has no decorations.
        SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right)
        var bounds = SDL_Rect()
        let display = max(0, SDL_GetWindowDisplayIndex(window))
        guard SDL_GetDisplayUsableBounds(display, &bounds) == 0 else {
            windowUnitsPerPoint = requested
            SDL_SetWindowSize(window, Int32((size.width * requested).rounded()), Int32((size.height * requested).rounded()))
            followWindowSize()
            return
        }
        let usable = PixelRect(minX: Int(bounds.x), minY: Int(bounds.y), maxX: Int(bounds.x + bounds.w), maxY: Int(bounds.y + bounds.h))
        var fit = WindowFit(pointSize: size, unitsPerPoint: requested, origin: (Int(x), Int(y)), usable: usable,
                            borders: WindowFit.Borders(top: Int(top), left: Int(left), bottom: Int(bottom), right: Int(right)))
        if centered {
            fit.x = usable.minX + (usable.width - fit.width) / 2
            fit.y = usable.minY + (usable.height - fit.height) / 2
        }
        windowUnitsPerPoint = fit.unitsPerPoint
        SDL_SetWindowSize(window, Int32(fit.width), Int32(fit.height))
        SDL_SetWindowPosition(window, Int32(fit.x), Int32(fit.y))
        followWindowSize()
    }

    private var density: DisplayDensity {
        let size = windowSize
        return DisplayDensity(windowWidth: Int(size.units.width), pixelWidth: Int(size.pixels.width))
    }

    /// Whether the window's pixels differ from the frame's (the output's scale changed).
    private var pixelSizeChanged: Bool {
        let pixels = windowSize.pixels
        return Int(pixels.width) != frame.width || Int(pixels.height) != frame.height
    }

    /// The window's size in its own units and in pixels, as SDL reports them now.
    private var windowSize: (units: (width: Int32, height: Int32), pixels: (width: Int32, height: Int32)) {
        var units: (width: Int32, height: Int32) = (0, 0), pixels: (width: Int32, height: Int32) = (0, 0)
        SDL_GetWindowSize(window, &units.width, &units.height)
        SDL_GetWindowSizeInPixels(window, &pixels.width, &pixels.height)
        return (units, pixels)
    }

    /// The largest frame of about `width` × `height`'s shape within `maximumFrame`.
    nonisolated static func fitting(width: Int, height: Int, maximumPixels: Int, maximumSide: Int) -> (width: Int, height: Int) {
        var fitted = (width: min(width, maximumSide), height: min(height, maximumSide))
        let pixels = Double(fitted.width) * Double(fitted.height)
        if pixels > Double(maximumPixels) {
            let factor = (Double(maximumPixels) / pixels).squareRoot()
            fitted = (Int((Double(fitted.width) * factor).rounded(.down)), Int((Double(fitted.height) * factor).rounded(.down)))
        }
        return fitted
    }

    /// Reads the window's size and pixel density and rebuilds the frame to match.
    private func followWindowSize() {
        var (units, pixels) = windowSize
        let fitted = Self.fitting(width: Int(pixels.width), height: Int(pixels.height),
                                  maximumPixels: maximumFrame.pixels, maximumSide: maximumFrame.side)
        if fitted.width < Int(pixels.width) || fitted.height < Int(pixels.height) {
            // Window units shrink with the pixels (there may be several pixels to a unit).
            let unitsWide = Int32(Double(units.width) * Double(fitted.width) / Double(pixels.width))
            let unitsHigh = Int32(Double(units.height) * Double(fitted.height) / Double(pixels.height))
            SDL_SetWindowSize(window, max(1, unitsWide), max(1, unitsHigh))
            (units, pixels) = windowSize
            // Whatever the window manager allows, the frame stays within the limit.
            units = (min(units.width, max(1, unitsWide)), min(units.height, max(1, unitsHigh)))
            pixels = (min(pixels.width, Int32(fitted.width)), min(pixels.height, Int32(fitted.height)))
        }
        let newScale = DisplayDensity(windowWidth: Int(units.width), pixelWidth: Int(pixels.width))
            .pixelScale(windowUnitsPerPoint: windowUnitsPerPoint)
        if newScale != scale {
            scale = newScale
            textRenderer = TextRenderer(fonts: runtime.fonts, scale: newScale)
            compositor = Compositor(scale: newScale, text: textRenderer)
        }
        pointSize = Size(width: Double(units.width) / windowUnitsPerPoint, height: Double(units.height) / windowUnitsPerPoint)
        guard Int(pixels.width) != frame.width || Int(pixels.height) != frame.height else { return }
        frame = PixelBuffer(width: Int(pixels.width), height: Int(pixels.height))
        compositor.invalidate()
        damage = []
        presentedSurface = nil
    }
}

/// There is no display to show a window on.
public struct NoDisplayError: Error, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "no display: \(reason)" }
}
