import PopoverKit
import PopoverRender

/// Where frames go: a window or an off-screen buffer. The app draws through this protocol and
/// cannot tell the two apart.
@MainActor
public protocol RenderBackend: AnyObject {
    /// The drawing area, in points.
    var pointSize: Size { get }
    /// Pixels per point.
    var scale: Double { get }
    /// Measures and renders text at this backend's scale.
    var textRenderer: TextRenderer { get }
    /// Composites a frame.
    func draw(_ list: DisplayList)
    /// Composites `items` over the last drawn frame.
    func drawOverlay(_ items: [DisplayItem])
    /// Shows the last drawn frame (a no-op off screen).
    func present()
    /// The last drawn frame's pixels.
    var frame: PixelBuffer { get }
    /// Events that arrived since the last call, positions in points.
    func pollEvents() -> [FlatEvent]
    /// Changes the drawing area (headless) or follows the window's new size.
    func resize(to size: Size)
}
