import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo bench frame`: headless frames per second, rendering and reading back the
/// pixels, each the median of 5 runs. At 1280x800 (scale 1):
/// - floor: an empty frame cleared and read back, the most this machine allows;
/// - example: the example scene with its bubble shown, laid out every frame and drawn where the
///   frame changed (as the demo does);
/// - drag: the example scene while its content is dragged by a fraction of a pixel every
///   frame, so the bubble, its arrow, its shadow and the globe are redrawn in every frame: what
///   a frame costs while a person drags;
/// - stress: 100 visible popovers with shadows, laid out and placed every frame and drawn where
///   the frame changed.
///
/// And floor, example and drag again at two desktop sizes, each with its own floor: a HiDPI
/// laptop (1440x900 points at 2x) and a 4K desktop (1920x1080 points at 2x).
///
/// The workloads take turns run by run, so a slower spell of this shared machine weighs on all of
/// them alike rather than on whichever ran then.
enum FrameBenchmark {
    static let size = Size(width: 1280, height: 800)
    static let runCount = 5
    /// Frames per run: about a quarter of a second each.
    static let lightFrames = 1000
    static let stressFrames = 60
    static let dragFrames = 250
    /// The desktop sizes, in points at 2 pixels per point, with frames per run for each.
    static let desktops: [(name: String, size: Size, frames: Int)] = [
        ("1440x900@2x", Size(width: 1440, height: 900), 120),
        ("1920x1080@2x", Size(width: 1920, height: 1080), 80),
    ]

    static func run() throws -> [String] {
        let runtime = try SDLRuntime(mode: .headless)
        let base = SceneFrames(runtime: runtime, size: size, scale: 1)
        let desktopFrames = desktops.map { SceneFrames(runtime: runtime, size: $0.size, scale: 2) }
        let frameRate = FrameRate.standard
        let host = PresentationHost()
        let engine = LayoutEngine(measurer: base.backend.textRenderer)
        func stressFrame(_ index: Int) {
            host.beginFrame(at: frameRate.time(ofFrame: index))
            let root = StressGrid(count: 100).environment(PresentationHostKey.self, host)
            base.backend.draw(engine.layout(root, in: Rect(origin: .zero, size: size)).displayList())
            base.readBack()
        }
        // Warm caches once, outside the timing.
        for frames in [base] + desktopFrames {
            frames.floor()
            frames.example()
            frames.drag()
        }
        stressFrame(0)
        var floor: [Double] = [], example: [Double] = [], drag: [Double] = [], stress: [Double] = []
        var desktopRates = desktops.map { _ in (floor: [Double](), example: [Double](), drag: [Double]()) }
        for _ in 0..<runCount {
            floor.append(rate(frames: lightFrames) { _ in base.floor() })
            example.append(rate(frames: lightFrames) { _ in base.example() })
            drag.append(rate(frames: dragFrames) { _ in base.drag() })
            stress.append(rate(frames: stressFrames, stressFrame))
            for (index, desktop) in desktops.enumerated() {
                let frames = desktopFrames[index]
                desktopRates[index].floor.append(rate(frames: desktop.frames) { _ in frames.floor() })
                desktopRates[index].example.append(rate(frames: desktop.frames) { _ in frames.example() })
                desktopRates[index].drag.append(rate(frames: desktop.frames) { _ in frames.drag() })
            }
        }
        for frames in [base] + desktopFrames {
            precondition(frames.dragApp.lastLayout != nil && (frames.dragApp.scene as? ExampleScene)?.isDragging == true,
                         "the drag frames drag the content")
        }
        precondition(host.placements.filter { $0.appearance.isRendered }.count == 100, "the stress frame shows 100 popovers")
        func line(_ workload: String, _ name: String, _ rates: [Double]) -> String {
            "frame \(workload) \(name): \(Int(BenchmarkStatistics.median(rates).rounded())) fps"
        }
        var lines = [
            line("floor", "1280x800", floor), line("example", "1280x800", example),
            line("drag", "1280x800", drag), line("stress", "1280x800", stress),
        ]
        for (index, desktop) in desktops.enumerated() {
            lines += [line("floor", desktop.name, desktopRates[index].floor), line("example", desktop.name, desktopRates[index].example),
                      line("drag", desktop.name, desktopRates[index].drag)]
        }
        return lines
    }

    /// The floor, example and drag frames at one size and scale, each drawn and read back.
    final class SceneFrames {
        let backend: HeadlessBackend
        let app: AppRuntime
        let dragApp: AppRuntime
        private let dragStart: Point
        private var readback: [UInt32]
        private var sink: UInt32 = 0
        private var exampleStep = 0, dragStep = 0
        private let frameRate = FrameRate.standard

        init(runtime: SDLRuntime, size: Size, scale: Double) {
            backend = HeadlessBackend(runtime: runtime, size: size, scale: scale)
            readback = [UInt32](repeating: 0, count: backend.frame.pixels.count)
            app = AppRuntime(idiom: .mac, size: size, measurer: backend.textRenderer)
            _ = FixedStepClock.run(app, until: 1)
            dragApp = AppRuntime(idiom: .mac, size: size, measurer: backend.textRenderer)
            _ = FixedStepClock.run(dragApp, until: 1)
            dragStart = Point(x: size.width / 2, y: size.height / 2 + 100)
            dragApp.handle(.pointerDown(dragStart, .primary), at: 1)
            // Past the drag's minimum distance, so that every later move moves the content.
            dragApp.handle(.pointerMove(dragStart + Point(x: 20, y: 20)), at: 1)
        }

        /// Reading back means copying the frame out, as a recorder or a test does.
        func readBack() {
            backend.frame.pixels.withUnsafeBufferPointer { source in
                readback.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: source.baseAddress!, count: source.count) }
            }
            sink &+= readback[readback.count / 2]
        }

        func floor() {
            // An unchanged frame would not be cleared again.
            backend.redrawAllNextFrame()
            backend.draw(DisplayList(background: .white))
            readBack()
        }

        func example() {
            exampleStep += 1
            backend.draw(app.frame(at: 1 + frameRate.time(ofFrame: exampleStep)))
            readBack()
        }

        func drag() {
            dragStep += 1
            let dragTime = 1 + frameRate.time(ofFrame: dragStep)
            // A quarter point a frame, back and forth over 100 points.
            let phase = Double(dragStep % 800)
            let offset = (phase < 400 ? phase : 800 - phase) * 0.25
            dragApp.handle(.pointerMove(dragStart + Point(x: 20 + offset, y: 20 + offset * 0.5)), at: dragTime)
            backend.draw(dragApp.frame(at: dragTime))
            readBack()
        }
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
