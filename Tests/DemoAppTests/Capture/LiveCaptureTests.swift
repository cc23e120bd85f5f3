import CSDL2
import Foundation
import PopoverKit
import PopoverSDL
import Testing
@testable import DemoApp

/// A take in the window becomes a scenario whose replay ends where the window was.
@MainActor
@Suite struct LiveCaptureTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A window as `popover-demo --capture FILE` runs one, its input read from SDL's queue on a
    /// fake clock: the frame loop, the session and the take are the window's own.
    struct CapturedWindow {
        var text: String
        /// The frame drawn last before R ended the take.
        var finalFrame: DisplayList
        var app: AppRuntime
    }

    func runWindow(capturingTo path: String, script: [(time: Double, push: () -> Void)]) throws -> CapturedWindow {
        let runtime = try SharedSDL.headless()
        let idiom = Idiom.phone
        let size = Size(width: idiom.windowSize.width, height: idiom.windowSize.height + AppRuntime.chromeHeight)
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
        let session = LiveSession(app: AppRuntime(sceneIndex: 0, idiom: idiom, size: size, measurer: backend.textRenderer))
        let source = SDLQueueEventSource(backend: backend, script: script)
        let take = WindowTake(session: session, capturePath: path, makeRecorder: nil)
        var lastFrame: DisplayList?
        var finalFrame: DisplayList?
        session.onRecordKey = { now in
            if take.isRecording { finalFrame = lastFrame }
            take.toggle(at: now)
        }
        take.start(at: source.now)
        let loop = WindowLoop(app: session, source: source) { now in
            lastFrame = session.frame(at: now, size: backend.pointSize)
            take.didDraw(backend.frame, at: now)
        }
        loop.run()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return CapturedWindow(text: text, finalFrame: try #require(finalFrame), app: session.app)
    }

    /// Plays `scenario` headlessly as `record` does, and returns its last frame's display list.
    func replay(_ scenario: Scenario) throws -> DisplayList {
        let runner = try ScenarioRunner(scenario: scenario, fps: 30, runtime: try SharedSDL.headless(), size: nil,
                                        scale: 1, idiom: nil)
        for frame in 0..<runner.frameCount { _ = try runner.render(frame: frame) }
        // The last frame laid out again at its own time: no time passes, nothing moves.
        return runner.app.frame(at: runner.timeline.time(ofFrame: runner.frameCount - 1))
    }

    @Test func aSceneSwitchADragAndAKeyReplayToTheWindowsLastFrame() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/take.scenario"
        typealias Q = SDLQueueEventSource
        // The stress scene keeps where a dragged anchor is dropped; anchor 49 is drawn last.
        let anchor = 49
        let area = Size(width: Idiom.phone.windowSize.width, height: Idiom.phone.windowSize.height)
        let seeded = StressScene.seededPositions()[anchor]
        let start = Point(x: (seeded.x * area.width).rounded(), y: (seeded.y * area.height).rounded())
        var script: [(time: Double, push: () -> Void)] = [
            (0.6, Q.key(.digit(6), down: true)), (0.68, Q.key(.digit(6), down: false)),
            (1.5, Q.press(start)),
        ]
        // A hand's drag: a curve, a pointer move every 12 ms.
        var end = start
        for step in 1...40 {
            let angle = Double(step) / 40 * Double.pi / 2
            end = Point(x: (start.x - 100 * sin(angle)).rounded(), y: (start.y - 120 * (1 - cos(angle)) - 60 * sin(angle)).rounded())
            script.append((1.5 + Double(step) * 0.012, Q.move(end)))
        }
        script += [
            (2.1, { [end] in _ = csdl_push_pointer_button(0, Int32(end.x), Int32(end.y), 1) }),
            (2.6, Q.key(.letter("p"), down: true)), (2.7, Q.key(.letter("p"), down: false)),
            (4.0, Q.key(.letter("r"), down: true)), (4.1, Q.key(.letter("r"), down: false)),
            (4.5, Q.quit),
        ]
        let window = try runWindow(capturingTo: path, script: script)
        // What the take did: the scene, the anchor dropped where the drag ended, the policy.
        let stress = try #require(window.app.scene as? StressScene)
        let moved = stress.center(of: anchor) - Point(x: seeded.x * area.width, y: seeded.y * area.height)
        #expect(abs(moved.x - (end.x - start.x)) < 1e-6 && abs(moved.y - (end.y - start.y)) < 1e-6)
        #expect(window.app.host.policy == .edges)

        let lines = window.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("# take: captured in the popover-demo window at "))
        #expect(Array(lines.drop { $0.hasPrefix("#") }.prefix(3)) == ["scene example", "idiom phone", "size 390x888"])
        #expect(lines.contains("# the stress scene, from 0.600 s"))
        #expect(lines.contains("at 0.600 scene stress"))
        #expect(lines.contains("at 1.500 down \(CapturedScenarioWriter.point(start))"))
        #expect(lines.contains("at 2.100 up"))
        #expect(lines.contains("at 2.600 key p"))
        // The curve comes back as glides, in fewer lines than its 40 moves; R is not an input.
        let moves = lines.filter { $0.contains(" move ") }
        #expect(moves.contains { $0.contains(" over ") })
        #expect(moves.count < 40)
        #expect(!lines.contains { $0.contains("key r") })
        #expect(lines.last { !$0.isEmpty } == "wait 1.400    # R pressed again at 4.000 s")

        let scenario = try ScenarioRunner.parser.parse(contentsOf: path)
        #expect(abs(scenario.duration - 4.0) < 1e-9)
        let replayed = try replay(scenario)
        #expect(replayed.items.count == window.finalFrame.items.count)
        #expect(replayed == window.finalFrame, "the first difference: \(firstDifference(replayed, window.finalFrame))")
    }

    func firstDifference(_ a: DisplayList, _ b: DisplayList) -> String {
        for (index, (x, y)) in zip(a.items, b.items).enumerated() where x != y {
            return "item \(index): replayed \(x), live \(y)"
        }
        return "the lengths: \(a.items.count) and \(b.items.count)"
    }
}
