import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// Every text run reads: WCAG 2 AA contrast (4.5:1, 3:1 from 18 pt) measured on rendered pixels
/// at the run's bounds, for every scene in every idiom (as launched, and the example with its
/// menu open) and for every snapshot of every bundled scenario, played in its own idiom and in
/// one of the other color scheme (vision, the dark glass window, or phone).
@MainActor
@Suite struct SceneContrastTests {
    /// The frames are rendered at scale 1 and the scenarios played at 10 fps: enough for their
    /// gestures, and quick in debug builds.
    static let scale = 1.0
    static let scenarioFPS = 10

    @Test func everyTextReadsInEverySceneIdiomAndScenarioSnapshot() throws {
        let runtime = try SharedSDL.headless()
        var failures: [String] = []
        var measured = 0
        func check(_ list: DisplayList, app: AppRuntime, backend: HeadlessBackend, _ context: String) {
            let dimming = app.lastLayout?.frame(of: PopoverDimmingID())
            let contrasts = TextContrastMeter(backend: backend, measurer: app.measurer).measure(list, dimming: dimming)
            measured += contrasts.filter { $0.ratio != nil }.count
            // Every frame checked shows text (the tab strip at least): none read means none drawn.
            if !contrasts.contains(where: { $0.ratio != nil }) {
                failures.append("\(context): no text run measured (\(contrasts.count) runs)")
            }
            for contrast in contrasts where !Self.reads(contrast) {
                failures.append("\(context): \(contrast)")
            }
            for contrast in contrasts where !Self.isWhiteOnColoredFill(contrast) {
                failures.append("\(context): not white on a colored fill: \(contrast)")
            }
        }

        for idiom in Idiom.allCases {
            let size = AppRuntime.windowSize(for: idiom)
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: Self.scale)
            for index in SceneCatalog.all.indices {
                let app = AppRuntime(sceneIndex: index, idiom: idiom, size: size, measurer: backend.textRenderer)
                check(FixedStepClock.run(app, until: 1.0, fps: 10), app: app, backend: backend, "\(app.sceneName) in \(idiom)")
                if let example = app.scene as? ExampleScene {
                    example.isMenuPresented = true
                    var list = app.frame(at: 1.0)
                    for step in 1...5 { list = app.frame(at: 1.0 + Double(step) / 10) }
                    check(list, app: app, backend: backend, "example menu in \(idiom)")
                }
            }
        }

        let library = try ScenarioRunner.library()
        for entry in try library.entries() {
            let scenario = try library.load(entry.name)
            // In its own idiom and one of the other scheme, on its own canvas, so that its
            // pointer positions land where it means.
            let own = try ScenarioRunner(scenario: scenario, fps: Self.scenarioFPS, runtime: runtime, size: nil,
                                         scale: Self.scale, idiom: nil)
            let canvas = own.backend.pointSize
            for idiom in [own.app.idiom, own.app.idiom.colorScheme == .light ? Idiom.vision : .phone] {
                let runner = try ScenarioRunner(scenario: scenario, fps: Self.scenarioFPS, runtime: runtime, size: canvas,
                                                scale: Self.scale, idiom: idiom)
                // Played up to its last snapshot: no frame after it is checked.
                let snapshotFrames = (0..<runner.frameCount).filter { frame in
                    runner.timeline.inputs(forFrame: frame).contains { if case .snapshot = $0 { true } else { false } }
                }
                for frame in 0..<((snapshotFrames.last ?? -1) + 1) {
                    let time = runner.timeline.time(ofFrame: frame)
                    for input in runner.timeline.inputs(forFrame: frame) {
                        if case .snapshot(let name) = input {
                            check(runner.app.frame(at: time), app: runner.app, backend: runner.backend,
                                  "\(entry.name) snapshot \(name) in \(idiom)")
                        } else {
                            try runner.apply(input)
                        }
                    }
                    _ = runner.app.frame(at: time)
                }
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) text runs under WCAG AA:\n" + failures.joined(separator: "\n")))
        // The meter found text to measure: every scene in every idiom has some.
        #expect(measured > Idiom.allCases.count * SceneCatalog.all.count)
    }

    /// The original example's bubble is white text on SwiftUI's `Color.blue`, the system blue:
    /// 4.0:1 in light and 3.6:1 in dark, under AA's 4.5:1 for its 16 pt. The reference pictures
    /// show exactly that pair, so it alone is held to the large-text 3:1 (with visionOS's
    /// lighter blue, which the reference shows too).
    static func isOriginalBubblePair(_ contrast: TextContrast) -> Bool {
        guard let colors = contrast.colors, colors.text == 0xFFFFFF else { return false }
        return [ColorScheme.light, .dark].contains { scheme in
            colors.background == TextContrastMeter.pixel(Color.systemBlue.resolved(in: scheme))
        } || colors.background == TextContrastMeter.pixel(Idiom.vision.bubbleBlue.resolved(in: .dark))
    }

    /// Apple puts white labels on its saturated fills (the original example: white on blue),
    /// so text on a colored fill that is not light is white. Light or gray backgrounds take any
    /// label that reads.
    static func isWhiteOnColoredFill(_ contrast: TextContrast) -> Bool {
        guard let colors = contrast.colors else { return true }
        let background = Color(hex: colors.background)
        let channels = [colors.background >> 16 & 0xFF, colors.background >> 8 & 0xFF, colors.background & 0xFF]
        let isColored = channels.max()! - channels.min()! >= 80
        return !isColored || background.relativeLuminance >= 0.3 || colors.text == 0xFFFFFF
    }

    static func reads(_ contrast: TextContrast) -> Bool {
        if contrast.passes { return true }
        guard !contrast.isInvisible, let ratio = contrast.ratio else { return !contrast.isInvisible }
        return isOriginalBubblePair(contrast) && ratio >= 3
    }
}
