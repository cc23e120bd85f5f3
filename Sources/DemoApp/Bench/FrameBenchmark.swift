import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo bench frame`: headless frames per second at 1280x800 (scale 1), rendering and
/// reading back the pixels, each the median of 5 runs of a fixed number of frames:
/// - floor: an empty frame cleared and read back, the most this machine allows;
/// - example: the example scene with its bubble shown, laid out every frame and drawn where the
///   frame changed (as the demo does);
/// - stress: 100 visible popovers with shadows, laid out and placed every frame and drawn where
///   the frame changed.
enum FrameBenchmark {
    static let size = Size(width: 1280, height: 800)
    static let runCount = 5

    static func run(framesPerRun: Int = 120) throws -> [String] {
        let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: AssetLocator.fontFolders())
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
        let floor = measure(frames: framesPerRun) { _ in
            // An unchanged frame would not be cleared again.
            backend.redrawAllNextFrame()
            backend.draw(DisplayList(background: .white))
            readBack()
        }
        let app = AppRuntime(idiom: .mac, size: size, measurer: backend.textRenderer)
        _ = FixedStepClock.run(app, until: 1)
        var time = 1.0
        let example = measure(frames: framesPerRun) { _ in
            time += 1.0 / 60
            backend.draw(app.frame(at: time))
            readBack()
        }
        let host = PresentationHost()
        let engine = LayoutEngine(measurer: backend.textRenderer)
        let stress = measure(frames: framesPerRun) { index in
            host.beginFrame(at: Double(index) / 60)
            let root = StressGrid(count: 100).environment(PresentationHostKey.self, host)
            backend.draw(engine.layout(root, in: Rect(origin: .zero, size: size)).displayList())
            readBack()
        }
        precondition(host.placements.filter { $0.appearance.isRendered }.count == 100, "the stress frame shows 100 popovers")
        _ = sink
        return [
            "frame floor 1280x800: \(Int(floor.rounded())) fps",
            "frame example 1280x800: \(Int(example.rounded())) fps",
            "frame stress 1280x800: \(Int(stress.rounded())) fps",
        ]
    }

    /// Frames per second: the median over `runCount` runs of `frames` calls of `body`.
    static func measure(frames: Int, _ body: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        body(0) // warm caches once, outside the timing
        var rates: [Double] = []
        for _ in 0..<runCount {
            let start = clock.now
            for index in 0..<frames { body(index) }
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(frames) / max(seconds, 1e-9))
        }
        return BenchmarkStatistics.median(rates)
    }
}
