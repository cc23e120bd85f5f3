import CSDL2
import PopoverKit

/// A resizable SDL window showing composited frames through a streaming texture.
///
/// Layout is in points; the window is `userScale` window units per point, and frames are drawn
/// at the display's own pixel density on top of that (2× on a high-DPI display).
public final class WindowBackend: RenderBackend {
    public private(set) var pointSize: Size
    public private(set) var scale: Double
    public private(set) var textRenderer: TextRenderer
    public private(set) var frame: PixelBuffer
    private var compositor: Compositor
    private let userScale: Double
    private let runtime: SDLRuntime
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?

    /// Drivers that SDL falls back to when there is no display: nothing would be visible.
    public static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    public init(runtime: SDLRuntime, title: String, size: Size, userScale: Double) throws {
        guard runtime.mode == .windowed else { throw SDLError("WindowBackend", message: "SDL runtime has no video") }
        if let driver = runtime.videoDriver, Self.invisibleDrivers.contains(driver) {
            throw NoDisplayError(reason: "SDL chose the invisible \"\(driver)\" video driver, so a window would not be seen")
        }
        self.runtime = runtime
        self.userScale = userScale
        let width = Int32((size.width * userScale).rounded()), height = Int32((size.height * userScale).rounded())
        guard let window = csdl_create_window(title, width, height, 0) else { throw SDLError("SDL_CreateWindow") }
        self.window = window
        guard let renderer = SDL_CreateRenderer(window, -1, UInt32(SDL_RENDERER_PRESENTVSYNC.rawValue))
            ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.renderer = renderer
        pointSize = size
        scale = userScale
        textRenderer = TextRenderer(fonts: runtime.fonts, scale: userScale)
        compositor = Compositor(scale: userScale, text: textRenderer)
        frame = PixelBuffer(width: 0, height: 0)
        followWindowSize()
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    public func draw(_ list: DisplayList) {
        compositor.render(list, into: &frame)
    }

    public func drawOverlay(_ items: [DisplayItem]) {
        compositor.overlay(items, into: &frame)
    }

    public func present() {
        guard let texture, frame.width > 0, frame.height > 0 else { return }
        frame.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(frame.width * 4))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    public func pollEvents() -> [FlatEvent] {
        let events = FlatEvent.pollAll(windowUnitsPerPoint: userScale)
        if events.contains(where: { $0.kind == .resized }) { followWindowSize() }
        return events
    }

    /// Sleeps until an event arrives or `timeoutMs` passes, then returns what arrived.
    public func waitForEvents(timeoutMs: Int32) -> [FlatEvent] {
        guard let first = FlatEvent.wait(windowUnitsPerPoint: userScale, timeoutMs: timeoutMs) else { return [] }
        if first.kind == .resized { followWindowSize() }
        return [first] + pollEvents()
    }

    public func resize(to size: Size) {
        SDL_SetWindowSize(window, Int32((size.width * userScale).rounded()), Int32((size.height * userScale).rounded()))
        followWindowSize()
    }

    /// Reads the window's size and pixel density and rebuilds the frame to match.
    private func followWindowSize() {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let density = windowWidth > 0 ? Double(pixelWidth) / Double(windowWidth) : 1
        let newScale = userScale * max(density, 0.5)
        if newScale != scale {
            scale = newScale
            textRenderer = TextRenderer(fonts: runtime.fonts, scale: newScale)
            compositor = Compositor(scale: newScale, text: textRenderer)
        }
        pointSize = Size(width: Double(windowWidth) / userScale, height: Double(windowHeight) / userScale)
        guard Int(pixelWidth) != frame.width || Int(pixelHeight) != frame.height || texture == nil else { return }
        frame = PixelBuffer(width: Int(pixelWidth), height: Int(pixelHeight))
        compositor.invalidate()
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, csdl_format_xrgb8888(), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    pixelWidth, pixelHeight)
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
