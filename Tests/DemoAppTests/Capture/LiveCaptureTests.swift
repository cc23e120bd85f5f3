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
        // Replayed as `record` plays it, at 30 fps (the end state does not depend on the rate).
        let replayed = try #require(try displayLists(of: scenario, fps: 30).last)
        #expect(replayed.items.count == window.finalFrame.items.count)
        #expect(replayed == window.finalFrame, "the first difference: \(firstDifference(replayed, window.finalFrame))")
    }

    /// Plays `original` through the window's session with its input captured, as a window gets
    /// it (each event at its own time, a frame drawn at each of the scenario's frame times), and
    /// returns the captured scenario.
    func playLive(_ original: Scenario, fps: Int) throws -> Scenario {
        let opening = try ScenarioRunner.Opening(original, size: nil, scale: 1, idiom: nil)
        let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: opening.canvas, scale: 1)
        let session = LiveSession(app: AppRuntime(sceneIndex: opening.scene, idiom: opening.idiom, size: opening.canvas,
                                                  measurer: backend.textRenderer))
        let path = folder + "/\(original.name)-live.scenario"
        let take = WindowTake(session: session, capturePath: path, makeRecorder: nil)
        take.start(at: 0)
        let timeline = ScenarioTimeline(original, fps: fps)
        var size = opening.canvas
        for frame in 0..<timeline.frameCount {
            for input in timeline.inputs(forFrame: frame) {
                switch input {
                case .event(let timed): session.handle(timed.event, at: timed.time)
                case .resize(let newSize): size = newSize
                case .scene(let scene): #expect(scene == session.app.sceneName)
                case .idiom(let idiom): #expect(idiom == session.app.idiom.rawValue)
                case .snapshot: break
                }
            }
            _ = session.frame(at: timeline.time(ofFrame: frame), size: size)
        }
        take.end(at: original.duration, ending: "the scenario ended")
        return try ScenarioRunner.parser.parse(contentsOf: path)
    }

    /// Scenarios of presses, taps and keys come back exactly: every frame's display list the
    /// same, so the same pixels (the compositor draws a list the same way every time).
    @Test(arguments: ["example-toolbar-menu", "matched", "multiple", "system", "uikit"])
    func aBundledScenarioPlayedLiveComesBackDrawingTheSameFrames(name: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try ScenarioRunner.library().load(name)
        let captured = try playLive(original, fps: 10)
        let originalFrames = try displayLists(of: original, fps: 10)
        let capturedFrames = try displayLists(of: captured, fps: 10)
        #expect(originalFrames.count == capturedFrames.count)
        let differing = zip(originalFrames, capturedFrames).enumerated().filter { $1.0 != $1.1 }.map(\.offset)
        #expect(differing.isEmpty, "\(differing.count) frames differ: \(differing.prefix(20))")
    }

    /// And in pixels: the menu scenario's frames are byte-identical.
    @Test func aBundledScenarioPlayedLiveComesBackRenderingTheSamePixels() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try ScenarioRunner.library().load("example-toolbar-menu")
        let captured = try playLive(original, fps: 10)
        let originalFrames = try fingerprints(of: original, fps: 10)
        #expect(originalFrames.count == 52)
        #expect(try fingerprints(of: captured, fps: 10) == originalFrames)
    }

    /// Each frame's display list as `record` plays `scenario`, without drawing the pixels.
    func displayLists(of scenario: Scenario, fps: Int) throws -> [DisplayList] {
        let runner = try ScenarioRunner(scenario: scenario, fps: fps, runtime: try SharedSDL.headless(), size: nil,
                                        scale: 1, idiom: nil)
        return try (0..<runner.frameCount).map { frame in
            for input in runner.timeline.inputs(forFrame: frame) { try runner.apply(input) }
            return runner.app.frame(at: runner.timeline.time(ofFrame: frame))
        }
    }

    /// Eased drags come back as glides within 0.5 pt of the captured path, each move at its
    /// millisecond (cut down from the frame's time, by under 1 ms): while the content is dragged
    /// it is within 1 pt of where the original put it, the spring after each release starts
    /// from there, and at rest the frames are the same again.
    @Test func aBundledDragScenarioComesBackWithinAPointWhileDraggingAndTheSameAtRest() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try ScenarioRunner.library().load("example-drag-tracking")
        let captured = try playLive(original, fps: 30)
        let originalStates = try exampleStates(of: original, fps: 30)
        let capturedStates = try exampleStates(of: captured, fps: 30)
        #expect(originalStates.count == capturedStates.count)
        var draggedFrames = 0
        for (index, (a, b)) in zip(originalStates, capturedStates).enumerated() {
            #expect(a.isDragging == b.isDragging, "frame \(index)")
            if a.isDragging {
                draggedFrames += 1
                #expect(a.offset.distance(to: b.offset) <= 1, "frame \(index): \(a.offset) and \(b.offset)")
            }
            if a.isAtRest && b.isAtRest { #expect(a.frame == b.frame, "frame \(index)") }
        }
        #expect(draggedFrames > 100)
        #expect(originalStates.last?.frame == capturedStates.last?.frame)
    }

    struct ExampleState {
        var offset: Point
        var isDragging: Bool
        var isAtRest: Bool
        var frame: DisplayList
    }

    /// The example scene's drag state and display list at each frame of `scenario`.
    func exampleStates(of scenario: Scenario, fps: Int) throws -> [ExampleState] {
        let runner = try ScenarioRunner(scenario: scenario, fps: fps, runtime: try SharedSDL.headless(), size: nil,
                                        scale: 1, idiom: nil)
        return try (0..<runner.frameCount).map { frame in
            for input in runner.timeline.inputs(forFrame: frame) { try runner.apply(input) }
            let list = runner.app.frame(at: runner.timeline.time(ofFrame: frame))
            let example = try #require(runner.app.scene as? ExampleScene)
            return ExampleState(offset: example.dragOffset.value, isDragging: example.isDragging,
                                isAtRest: !example.isDragging && !example.isAnimating, frame: list)
        }
    }

    func fingerprints(of scenario: Scenario, fps: Int) throws -> [UInt64] {
        let runner = try ScenarioRunner(scenario: scenario, fps: fps, runtime: try SharedSDL.headless(), size: nil,
                                        scale: 1, idiom: nil)
        return try (0..<runner.frameCount).map { frame in
            try runner.render(frame: frame).pixels.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
    }

    func firstDifference(_ a: DisplayList, _ b: DisplayList) -> String {
        for (index, (x, y)) in zip(a.items, b.items).enumerated() where x != y {
            return "item \(index): replayed \(x), live \(y)"
        }
        return "the lengths: \(a.items.count) and \(b.items.count)"
    }
}
