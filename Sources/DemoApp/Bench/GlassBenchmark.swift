import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// `popover-demo bench glass`: what visionOS's full-window glass (the room behind the window,
/// blurred by 24 pt and tinted, `VisionRoom.window`) costs a frame, headless, each figure the
/// median of 5 runs:
/// - full redraw at 1280x720, at 1x and 2x: the room alone against the room under the glass,
///   every pixel drawn again each frame (as after a resize or a scene switch); the difference is
///   the blur of the whole window;
/// - drag: the vision example while its content is dragged by a quarter point a frame, drawn
///   where the frame changed (as the demo does, so only the moving parts are blurred again),
///   against the same drag on the mac idiom's opaque window.
///
/// The runs of each pair take turns, so a slower spell of this shared machine weighs on both.
enum GlassBenchmark {
    static let size = Idiom.vision.windowSize
    static let runCount = 5
    static let dragFrames = 150

    static func run() throws -> [String] {
        let runtime = try SDLRuntime(mode: .headless)
        var lines: [String] = []
        let engine = LayoutEngine(measurer: HeadlessBackend(runtime: runtime, size: size, scale: 1).textRenderer)
        let window = engine.layout(VisionRoom.window, in: Rect(origin: .zero, size: size)).displayList(background: .black)
        let roomAlone = DisplayList(background: window.background, items: window.items.filter {
            if case .backdropBlur = $0 { false } else { true }
        })
        precondition(roomAlone.items.count == window.items.count - 1, "the window has one glass")
        for (scale, frames) in [(1.0, 20), (2.0, 6)] {
            let compositor = Compositor(scale: scale, text: nil)
            var buffer = PixelBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
            func frame(_ list: DisplayList) -> (Int) -> Void {
                { _ in
                    compositor.invalidate()
                    compositor.render(list, into: &buffer)
                }
            }
            frame(window)(0)
            var alone: [Double] = [], glass: [Double] = []
            for _ in 0..<runCount {
                alone.append(milliseconds(frames: frames, frame(roomAlone)))
                glass.append(milliseconds(frames: frames, frame(window)))
            }
            let room = BenchmarkStatistics.median(alone), under = BenchmarkStatistics.median(glass)
            let pixels = "\(buffer.width)x\(buffer.height)"
            lines.append("glass full redraw \(pixels) (\(Int(scale))x): room \(format(room)) ms, "
                         + "room under glass \(format(under)) ms, the blur \(format(under - room)) ms a frame")
        }
        var dragRates: [Idiom: [Double]] = [:]
        let drags = try [Idiom.vision, .mac].map { idiom in (idiom, try DragFrames(idiom: idiom, runtime: runtime)) }
        for (_, drag) in drags { drag.frame(0) }
        for _ in 0..<runCount {
            for (idiom, drag) in drags {
                dragRates[idiom, default: []].append(FrameBenchmark.rate(frames: dragFrames, drag.frame))
            }
        }
        for (idiom, drag) in drags {
            precondition(drag.isDragging, "the drag frames drag the content")
            let window = AppRuntime.windowSize(for: idiom)
            lines.append("glass drag \(idiom.rawValue) \(Int(window.width))x\(Int(window.height)) (1x): "
                         + "\(Int(BenchmarkStatistics.median(dragRates[idiom] ?? []).rounded())) fps")
        }
        return lines
    }

    /// The example in `idiom`'s window, its content dragged a quarter point further each frame.
    final class DragFrames {
        let backend: HeadlessBackend
        let app: AppRuntime
        let start: Point
        var step = 0

        init(idiom: Idiom, runtime: SDLRuntime) throws {
            let size = AppRuntime.windowSize(for: idiom)
            backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
            app = AppRuntime(idiom: idiom, size: size, measurer: backend.textRenderer)
            _ = FixedStepClock.run(app, until: 1)
            start = Point(x: size.width / 2, y: size.height / 2 + 100)
            app.handle(.pointerDown(start, .primary), at: 1)
            // Past the drag's minimum distance, so that every later move moves the content.
            app.handle(.pointerMove(start + Point(x: 20, y: 20)), at: 1)
        }

        var isDragging: Bool { (app.scene as? ExampleScene)?.isDragging == true }

        func frame(_: Int) {
            step += 1
            let time = 1 + FrameRate.standard.time(ofFrame: step)
            let phase = Double(step % 800)
            let offset = (phase < 400 ? phase : 800 - phase) * 0.25
            app.handle(.pointerMove(start + Point(x: 20 + offset, y: 20 + offset * 0.5)), at: time)
            backend.draw(app.frame(at: time))
        }
    }

    /// Milliseconds per call over one run of `frames` calls of `body`.
    static func milliseconds(frames: Int, _ body: (Int) -> Void) -> Double {
        1000 / FrameBenchmark.rate(frames: frames, body)
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
