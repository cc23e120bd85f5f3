import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo bench frame`: headless frames per second at 1280x800 (scale 1), rendering and
/// reading back the pixels, each the median of 5 runs:
/// - floor: an empty frame cleared and read back, the most this machine allows;
/// - example: the example scene with its bubble shown, laid out every frame and drawn where the
///   frame changed (as the demo does);
/// - drag: the example scene while its content is dragged by a fraction of a pixel every
///   frame, so the bubble, its arrow, its shadow and the globe are redrawn in every frame: what
///   a frame costs while a person drags;
/// - stress: 100 visible popovers with shadows, laid out and placed every frame and drawn where
///   the frame changed.
///
/// The three take turns run by run, so a slower spell of this shared machine weighs on all of
/// them alike rather than on whichever ran then.
enum FrameBenchmark {
    static let size = Size(width: 1280, height: 800)
    static let runCount = 5
    /// Frames per run: about a quarter of a second each.
    static let lightFrames = 1000
    static let stressFrames = 60
    static let dragFrames = 250

    static func run() throws -> [String] {
        let runtime = try SDLRuntime(mode: .headless)
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
        var sink: UInt32 = 0
        // Reading back means copying the frame out, as a recorder or a test does.
        var readback = [UInt32](repeating: 0, count: backend.frame.pixels.count)
        func readBack() {
            backend.frame.pixels.withUnsafeBufferPointer { source in
                readback.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: source.baseAddress!, count: source.count) }
            }
            sink &+= readback[readback.count / 2]
        }
        func floorFrame(_: Int) {
            // An unchanged frame would not be cleared again.
            backend.redrawAllNextFrame()
            backend.draw(DisplayList(background: .white))
            readBack()
        }
        let frameRate = FrameRate.standard
        let app = AppRuntime(idiom: .mac, size: size, measurer: backend.textRenderer)
        _ = FixedStepClock.run(app, until: 1)
        var exampleStep = 0
        func exampleFrame(_: Int) {
            exampleStep += 1
            let time = 1 + frameRate.time(ofFrame: exampleStep)
            backend.draw(app.frame(at: time))
            readBack()
        }
        let dragApp = AppRuntime(idiom: .mac, size: size, measurer: backend.textRenderer)
        _ = FixedStepClock.run(dragApp, until: 1)
        let dragStart = Point(x: size.width / 2, y: size.height / 2 + 100)
        dragApp.handle(.pointerDown(dragStart, .primary), at: 1)
        // Past the drag's minimum distance, so that every later move moves the content.
        dragApp.handle(.pointerMove(dragStart + Point(x: 20, y: 20)), at: 1)
        var dragStep = 0
        func dragFrame(_: Int) {
            dragStep += 1
            let dragTime = 1 + frameRate.time(ofFrame: dragStep)
            // A quarter point a frame, back and forth over 100 points.
            let phase = Double(dragStep % 800)
            let offset = (phase < 400 ? phase : 800 - phase) * 0.25
            dragApp.handle(.pointerMove(dragStart + Point(x: 20 + offset, y: 20 + offset * 0.5)), at: dragTime)
            backend.draw(dragApp.frame(at: dragTime))
            readBack()
        }
        let host = PresentationHost()
        let engine = LayoutEngine(measurer: backend.textRenderer)
        func stressFrame(_ index: Int) {
            host.beginFrame(at: frameRate.time(ofFrame: index))
            let root = StressGrid(count: 100).environment(PresentationHostKey.self, host)
            backend.draw(engine.layout(root, in: Rect(origin: .zero, size: size)).displayList())
            readBack()
        }
        // Warm caches once, outside the timing.
        floorFrame(0)
        exampleFrame(0)
        dragFrame(0)
        stressFrame(0)
        var floor: [Double] = [], example: [Double] = [], drag: [Double] = [], stress: [Double] = []
        for _ in 0..<runCount {
            floor.append(rate(frames: lightFrames, floorFrame))
            example.append(rate(frames: lightFrames, exampleFrame))
            drag.append(rate(frames: dragFrames, dragFrame))
            stress.append(rate(frames: stressFrames, stressFrame))
        }
        precondition(dragApp.lastLayout != nil && (dragApp.scene as? ExampleScene)?.isDragging == true,
                     "the drag frames drag the content")
        precondition(host.placements.filter { $0.appearance.isRendered }.count == 100, "the stress frame shows 100 popovers")
        _ = sink
        return [
            "frame floor 1280x800: \(Int(BenchmarkStatistics.median(floor).rounded())) fps",
            "frame example 1280x800: \(Int(BenchmarkStatistics.median(example).rounded())) fps",
            "frame drag 1280x800: \(Int(BenchmarkStatistics.median(drag).rounded())) fps",
            "frame stress 1280x800: \(Int(BenchmarkStatistics.median(stress).rounded())) fps",
        ]
    }

    /// Frames per second over one run of `frames` calls of `body`.
    static func rate(frames: Int, _ body: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<frames { body(index) }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Double(frames) / max(seconds, 1e-9)
    }
}
