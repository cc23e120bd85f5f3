import PopoverKit
import PopoverRender

/// Where frames are drawn and shown: a window (`WindowBackend`) or memory (`HeadlessBackend`).
/// Display lists are composited into `frame`, in pixels of `scale` per point; a window then
/// shows what changed, memory keeps it to be read. What only a window has (fitting the
/// display's density, its events) stays on the window.
@MainActor
public protocol DrawingSurface: AnyObject {
    /// The area drawn, in points.
    var pointSize: Size { get }
    /// Pixels per point.
    var scale: Double { get }
    /// Draws and measures text at `scale`, so that layout and pixels agree.
    var textRenderer: TextRenderer { get }
    /// The pixels drawn so far.
    var frame: PixelBuffer { get }
    /// Composites `list` into the frame, redrawing only what changed since the last list.
    func draw(_ list: DisplayList)
    /// Draws `items` over the frame drawn last (a badge, a notice); the next `draw` paints over them.
    func drawOverlay(_ items: [DisplayItem])
    /// Makes the next `draw` redraw every pixel rather than only what changed.
    func redrawAllNextFrame()
    /// Shows what was drawn since the last present; memory has nothing to show.
    func present()
    /// Gives the surface room for `size` points.
    func resize(to size: Size)
}
