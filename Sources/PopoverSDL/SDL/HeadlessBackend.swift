import PopoverKit
import PopoverRender

/// Renders frames into memory with no window and no video driver.
@MainActor
public final class HeadlessBackend: DrawingSurface {
    public private(set) var pointSize: Size
    public let scale: Double
    public let textRenderer: TextRenderer
    public private(set) var frame: PixelBuffer
    private let compositor: Compositor

    public init(runtime: SDLRuntime, size: Size, scale: Double) {
        pointSize = size
        self.scale = scale
        textRenderer = TextRenderer(fonts: runtime.fonts, scale: scale)
        compositor = Compositor(scale: scale, text: textRenderer)
        frame = PixelBuffer(width: Self.pixels(size.width, scale), height: Self.pixels(size.height, scale))
    }

    static func pixels(_ points: Double, _ scale: Double) -> Int {
        guard points.isFinite, scale.isFinite else { return 0 }
        return max(0, Int((points * scale).rounded()))
    }

    public func draw(_ list: DisplayList) {
        compositor.render(list, into: &frame)
    }

    public func drawOverlay(_ items: [DisplayItem]) {
        compositor.overlay(items, into: &frame)
    }

    public func redrawAllNextFrame() {
        compositor.invalidate()
    }

    public func present() {}

    public func resize(to size: Size) {
        pointSize = size
        frame = PixelBuffer(width: Self.pixels(size.width, scale), height: Self.pixels(size.height, scale))
        compositor.invalidate()
    }
}
