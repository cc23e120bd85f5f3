import PopoverKit
import PopoverRender

/// Renders views to pixels with no window and no display: for PNG files, frames of a video,
/// and tests that drive input.
///
/// ```swift
/// let renderer = try HeadlessRenderer(size: Size(width: 390, height: 500), scale: 2)
/// try renderer.writePNG(ContentView(), to: "hello.png")
/// ```
///
/// Time is a fixed 60 frames a second, so the same run renders the same pixels every time. To
/// drive input, keep a runtime: `let content = renderer.makeRuntime(for: ContentView())`, send
/// it `content.handle(event, at: time)`, and render it with `renderer.run(content, until:)`.
@MainActor
public final class HeadlessRenderer {
    /// SDL (events only, no video) and the bundled fonts.
    public let runtime: SDLRuntime
    /// The off-screen frame and its compositor.
    public let backend: HeadlessBackend
    /// The color scheme runtimes made here start in.
    public let colorScheme: ColorScheme
    /// - Parameters:
    ///   - size: the frame, in points.
    ///   - scale: pixels per point.
    public init(size: Size, scale: Double = 2, colorScheme: ColorScheme = .light) throws {
        runtime = try SDLRuntime(mode: .headless)
        backend = HeadlessBackend(runtime: runtime, size: size, scale: scale)
        self.colorScheme = colorScheme
    }

    /// The frame's size in points.
    public var size: Size { backend.pointSize }

    /// Measures text as this renderer draws it.
    public var measurer: TextRenderer { backend.textRenderer }

    /// A runtime for `root`, the size of this renderer's frame, to drive with input.
    public func makeRuntime<Root: View>(for root: Root) -> ViewRuntime {
        ViewRuntime(root: root, size: backend.pointSize, measurer: backend.textRenderer, colorScheme: colorScheme)
    }

    /// Draws `content`'s frame at `time` (one frame: animations jump to it) and returns its pixels.
    public func render(_ content: ViewRuntime, at time: Double) -> PixelBuffer {
        backend.draw(content.frame(at: time))
        return backend.frame
    }

    /// Advances `content` frame by frame at the standard rate (`FrameRate.standard`), from its
    /// last frame (or 0) to `time`, and returns the pixels of the frame at `time`.
    public func run(_ content: ViewRuntime, until time: Double) -> PixelBuffer {
        let rate = FrameRate.standard
        for frame in rate.frames(leadingTo: time, after: content.lastTime) {
            _ = content.layout(at: rate.time(ofFrame: frame))
        }
        return render(content, at: time)
    }

    /// `root` run from 0 to `time` seconds (1 by default, when popovers have finished
    /// appearing), as pixels.
    public func render<Root: View>(_ root: Root, at time: Double = 1) -> PixelBuffer {
        run(makeRuntime(for: root), until: time)
    }

    /// Writes `root` at `time` seconds to a PNG file.
    public func writePNG<Root: View>(_ root: Root, to path: String, at time: Double = 1) throws {
        try PNGWriter.write(render(root, at: time), to: path)
    }

    /// Writes the last rendered frame to a PNG file.
    public func writeLastFrame(to path: String) throws {
        try PNGWriter.write(backend.frame, to: path)
    }
}
