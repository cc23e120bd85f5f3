import CSDL2
import CSDLEventPush
import Foundation
import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// A take in the window becomes a scenario whose replay ends where the window was.
@MainActor
@Suite struct LiveCaptureTests {
    let folder: String

    init() throws {
        folder = try ScratchFolder.make("capture")
    }

    /// A window as `popover-demo --capture FILE` runs one, its input read from SDL's queue on a
    /// fake clock: the frame loop, the session and the take are the window's own.
    struct CapturedWindow {
        var text: String
        /// The frame drawn last before R ended the take.
        var finalFrame: DisplayList
        var app: AppRuntime
    }

    /// `windowSize` is the window's size in points (a window scaled down to fit the display has
    /// a fractional one); each of `resizes` resizes the window at its time, as dragging its corner
    /// does. The window follows an idiom switch, as `popover-demo`'s does.
    func runWindow(capturingTo path: String, script: [(time: Double, push: () -> Void)],
                   idiom: Idiom = .phone, windowSize: Size? = nil,
                   resizes: [(time: Double, size: Size)] = []) throws -> CapturedWindow {
        let runtime = try SharedSDL.headless()
        let windowSize = windowSize ?? AppRuntime.windowSize(for: idiom)
        let backend = HeadlessBackend(runtime: runtime, size: windowSize, scale: 1)
        let session = LiveSession(app: AppRuntime(sceneIndex: 0, idiom: idiom, size: windowSize, measurer: backend.textRenderer))
        let source = SDLQueueEventSource(surface: backend, script: script + resizes.map { resize in
            (resize.time, { backend.resize(to: resize.size) })
        })
        let take = WindowTake(session: session, capturePath: path, makeRecorder: nil)
        var lastFrame: DisplayList?
        var finalFrame: DisplayList?
        session.onRecordKey = { now in
            if take.isRecording { finalFrame = lastFrame }
            take.toggle(at: now)
        }
        take.start(at: source.now)
        var lastIdiom = idiom
        let loop = WindowLoop(app: session, source: source) { now in
            if session.app.idiom != lastIdiom {
                lastIdiom = session.app.idiom
                backend.resize(to: AppRuntime.windowSize(for: lastIdiom))
            }
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
        let replayed = try #require(try CaptureReplay.displayLists(of: scenario, fps: 30).last)
        #expect(replayed.items.count == window.finalFrame.items.count)
        #expect(replayed == window.finalFrame, "the first difference: \(firstDifference(replayed, window.finalFrame))")
    }

    /// The window's last frame against the replay's, as `record` plays the captured file: the
    /// same display list, in a clip frame of `clipSize` points. At the window's scale (1), as
    /// text is measured in whole pixels of the scale it is drawn at.
    func expectReplayEndsAsTheWindow(_ window: CapturedWindow, at path: String, clipSize: Size) throws {
        let scenario = try ScenarioRunner.parser.parse(contentsOf: path)
        let runner = try ScenarioRunner(scenario: scenario, fps: 30, runtime: try SharedSDL.headless(), size: nil,
                                        scale: 1, idiom: nil)
        var last: DisplayList?
        var framePixels: Set<[Int]> = []
        for frame in 0..<runner.frameCount {
            _ = try runner.render(frame: frame)
            framePixels.insert([runner.backend.frame.width, runner.backend.frame.height])
            last = runner.app.frame(at: runner.timeline.time(ofFrame: frame))
        }
        #expect(framePixels == [[Int(clipSize.width.rounded()), Int(clipSize.height.rounded())]])
        let replayed = try #require(last)
        #expect(runner.app.size == window.app.size)
        #expect(replayed == window.finalFrame, "the first difference: \(firstDifference(replayed, window.finalFrame))")
    }

    /// Phone to pad with key I: the window grows to the pad's size, and so does the clip; the
    /// replay lays the pad out at the window's size, not inside the phone's opening frame.
    @Test func anIdiomSwitchToALargerWindowReplaysAtTheWindowsSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/idiom.scenario"
        typealias Q = SDLQueueEventSource
        let pad = AppRuntime.windowSize(for: .pad)
        let window = try runWindow(capturingTo: path, script: [
            (0.5, Q.key(.letter("i"), down: true)), (0.55, Q.key(.letter("i"), down: false)),
            (1.2, Q.press(Point(x: 400, y: 600))), (1.3, Q.move(Point(x: 300, y: 500))),
            (1.4, { _ = csdl_push_pointer_button(0, 300, 500, 1) }),
            (2.5, Q.key(.letter("r"), down: true)), (2.6, Q.key(.letter("r"), down: false)),
            (3.0, Q.quit),
        ])
        #expect(window.app.idiom == .pad)
        #expect(window.app.size == pad)
        let lines = window.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("at 0.500 idiom pad"))
        try expectReplayEndsAsTheWindow(window, at: path, clipSize: pad)
    }

    /// A window dragged larger: the clip opens at the largest size, the app laid out at each
    /// moment's window size in its top leading corner.
    @Test func aLargerResizeReplaysAtTheWindowsSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/resize.scenario"
        typealias Q = SDLQueueEventSource
        let larger = Size(width: 700, height: 1000)
        let window = try runWindow(capturingTo: path, script: [
            (1.2, Q.press(Point(x: 350, y: 500))), (1.3, Q.move(Point(x: 500, y: 300))),
            (1.4, { _ = csdl_push_pointer_button(0, 500, 300, 1) }),
            (2.5, Q.key(.letter("r"), down: true)), (2.6, Q.key(.letter("r"), down: false)),
            (3.0, Q.quit),
        ], resizes: [(0.4, Size(width: 500, height: 900)), (0.8, larger)])
        #expect(window.app.size == larger)
        #expect(window.text.contains("size 700x1000"))
        try expectReplayEndsAsTheWindow(window, at: path, clipSize: larger)
    }

    /// A pad window scaled down to fit a small display is a fraction of a point off its
    /// nominal size: the window lays out at that size to 1/1000 pt and the file says so, so the
    /// replay lays out at the same size.
    @Test func aWindowScaledDownToFitReplaysAtItsExactSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/scaled.scenario"
        typealias Q = SDLQueueEventSource
        // The pad's window at 0.6953 window units a point: 570 × 851 units.
        let units = 0.6953
        let pad = AppRuntime.windowSize(for: .pad)
        let fitted = Size(width: (pad.width * units).rounded() / units, height: (pad.height * units).rounded() / units)
        let window = try runWindow(capturingTo: path, script: [
            (1.2, Q.press(Point(x: 400, y: 600))), (1.3, Q.move(Point(x: 300, y: 500))),
            (1.4, { _ = csdl_push_pointer_button(0, 300, 500, 1) }),
            (2.5, Q.key(.letter("r"), down: true)), (2.6, Q.key(.letter("r"), down: false)),
            (3.0, Q.quit),
        ], idiom: .pad, windowSize: fitted)
        #expect(window.text.contains("\nsize 819.79x1223.932\n"))
        try expectReplayEndsAsTheWindow(window, at: path, clipSize: Size(width: 819.79, height: 1223.932))
    }

    /// Plays `original` through the window's session with its input captured, as a window gets
    /// it (each event at its own time, a frame drawn at each of the scenario's frame times), and
    /// returns the captured scenario.
    func playLive(_ original: Scenario, fps: Int) throws -> Scenario {
        let opening = try ScenarioRunner.Opening(original, fps: fps, size: nil, scale: 1, idiom: nil)
        let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: opening.size, scale: 1)
        let session = LiveSession(app: AppRuntime(sceneIndex: opening.scene, idiom: opening.idiom, size: opening.size,
                                                  measurer: backend.textRenderer))
        let path = folder + "/\(original.name)-live.scenario"
        let take = WindowTake(session: session, capturePath: path, makeRecorder: nil)
        take.start(at: 0)
        let timeline = ScenarioTimeline(original, fps: fps)
        var size = opening.size
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
        let originalFrames = try CaptureReplay.displayLists(of: original, fps: 10)
        let capturedFrames = try CaptureReplay.displayLists(of: captured, fps: 10)
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
