import PopoverKit
import Testing
@testable import DemoApp

@Suite struct ScenarioTimelineTests {
    /// The drag runs from 0.5 s (frame 30) to 2.5 s (frame 150); `up` and the key follow at 2.75 s.
    static let script = """
        wait 0.5
        drag 100,200 -> 300,600 over 2 ease-in-out
        wait 0.25
        up
        key tab with shift
        snapshot end
        """

    static func events(_ inputs: [ScenarioInput]) -> [InputEvent] {
        inputs.compactMap { if case .event(let timed) = $0 { timed.event } else { nil } }
    }

    static func moves(_ inputs: [ScenarioInput]) -> [Point] {
        events(inputs).compactMap { if case .pointerMove(let point) = $0 { point } else { nil } }
    }

    /// 100,000 waits of 1 ms are 100 s exactly: summed as binary fractions of a second they
    /// drifted past the tolerance and added a frame.
    @Test func manyShortWaitsAddUpExactly() throws {
        let script = String(repeating: "wait 1ms\n", count: 100_000) + "wait 0.5\n"
        let scenario = try ScenarioTestSupport.parse(script)
        #expect(scenario.duration == 100.5)
        #expect(ScenarioTimeline(scenario, fps: 60).frameCount == 6031)
        #expect(ScenarioTimeline(scenario, fps: 10).frameCount == 1006)
        let glides = try ScenarioTestSupport.parse("down 0,0\n" + String(repeating: "move 1,1 over 0.001\n", count: 3000) + "key escape")
        #expect(glides.steps.last?.time == 3)
    }

    @Test func frameCountIncludesTheFrameAtTheEnd() throws {
        let scenario = try ScenarioTestSupport.parse(Self.script)
        #expect(ScenarioTimeline(scenario, fps: 60).frameCount == 166)  // 2.75 s × 60 = 165, plus frame 0
        #expect(ScenarioTimeline(scenario, fps: 30).frameCount == 84)   // 82.5 rounds up to frame 83
        #expect(ScenarioTimeline(try ScenarioTestSupport.parse("wait 8"), fps: 60).frameCount == 481)
        #expect(ScenarioTimeline(try ScenarioTestSupport.parse("key escape"), fps: 60).frameCount == 1)  // all at 0 s
    }

    @Test func dragPressesThenMovesOncePerFrameAlongTheEasedPath() throws {
        let timeline = ScenarioTimeline(try ScenarioTestSupport.parse(Self.script), fps: 60)
        #expect(timeline.inputs(forFrame: 29).isEmpty)
        #expect(timeline.inputs(forFrame: 30) == [.event(TimedInputEvent(.pointerDown(Point(x: 100, y: 200), .primary), at: 0.5))])
        // Ease-in-out at a quarter of the way is 0.1291619 (the cubic Bézier 0.42,0,0.58,1 solved
        // for x = 0.25), at half 0.5, at three quarters 0.8708381.
        let expected: [(frame: Int, x: Double, y: Double)] = [
            (60, 100 + 200 * 0.1291619310473198, 200 + 400 * 0.1291619310473198),
            (90, 200, 400),
            (120, 100 + 200 * 0.8708380689526802, 200 + 400 * 0.8708380689526802),
        ]
        for (frame, x, y) in expected {
            let moves = Self.moves(timeline.inputs(forFrame: frame))
            #expect(moves.count == 1)
            #expect(abs(moves[0].x - x) < 1e-6 && abs(moves[0].y - y) < 1e-6, "frame \(frame): \(moves[0])")
            guard case .event(let timed) = timeline.inputs(forFrame: frame)[0] else { Issue.record(); continue }
            #expect(abs(timed.time - Double(frame) / 60) < 1e-12)
        }
        let allMoves = (0..<timeline.frameCount).flatMap { Self.moves(timeline.inputs(forFrame: $0)) }
        #expect(allMoves.count == 120)  // frames 31 through 150
        #expect(Self.moves(timeline.inputs(forFrame: 150)) == [Point(x: 300, y: 600)])
        #expect(Self.moves(timeline.inputs(forFrame: 151)).isEmpty)
    }

    @Test func upKeysAndControlStepsLandOnTheirFrame() throws {
        let timeline = ScenarioTimeline(try ScenarioTestSupport.parse(Self.script), fps: 60)
        #expect(timeline.inputs(forFrame: 165) == [
            .event(TimedInputEvent(.pointerUp(Point(x: 300, y: 600), .primary), at: 2.75)),
            .event(TimedInputEvent(.key(KeyEvent(.down, .tab, modifiers: .shift)), at: 2.75)),
            .event(TimedInputEvent(.key(KeyEvent(.up, .tab, modifiers: .shift)), at: 2.75)),
            .snapshot("end"),
        ])
        #expect(timeline.inputs(forFrame: 166).isEmpty)
        #expect(timeline.inputs(forFrame: -1).isEmpty)
    }

    @Test func anInputBetweenFramesWaitsForTheNextFrameButKeepsItsTime() throws {
        // 0.01 s lies between frame 0 (0 s) and frame 1 (1/60 s).
        let timeline = ScenarioTimeline(try ScenarioTestSupport.parse("at 0.01 key escape\nscene system"), fps: 60)
        #expect(timeline.inputs(forFrame: 0).isEmpty)
        #expect(timeline.inputs(forFrame: 1) == [
            .event(TimedInputEvent(.key(KeyEvent(.down, .escape)), at: 0.01)),
            .event(TimedInputEvent(.key(KeyEvent(.up, .escape)), at: 0.01)),
            .scene("system"),
        ])
    }

    @Test func linearAndEaseInDragsAndReleaseAt30fps() throws {
        // 0 → 90 over 1.2 s at 30 fps: frames 1...35 move, frame 36 ends and releases.
        let linear = ScenarioTimeline(try ScenarioTestSupport.parse("drag 0,0 -> 90,0 over 1.2 release"), fps: 30)
        let quarter = Self.moves(linear.inputs(forFrame: 9))  // 0.3 s of 1.2
        #expect(quarter.count == 1 && abs(quarter[0].x - 22.5) < 1e-9 && quarter[0].y == 0)
        #expect(Self.events(linear.inputs(forFrame: 36)) == [.pointerMove(Point(x: 90, y: 0)), .pointerUp(Point(x: 90, y: 0), .primary)])
        #expect(linear.frameCount == 37)
        // Ease-in (0.42,0,1,1) at half the time is 0.3153568.
        let easeIn = ScenarioTimeline(try ScenarioTestSupport.parse("drag 0,0 -> 0,100 over 1.2 ease-in"), fps: 30)
        let middle = Self.moves(easeIn.inputs(forFrame: 18))
        #expect(middle.count == 1 && abs(middle[0].y - 31.535681257253945) < 1e-6)
    }

    @Test func glidingMoveStartsFromThePointer() throws {
        // move 0,0 then glide to 60,0 over 1 s ease-out: at 0.25 s, 0.3781381 of the way.
        let timeline = ScenarioTimeline(try ScenarioTestSupport.parse("move 0,0\nmove 60,0 over 1 ease-out"), fps: 4)
        #expect(Self.moves(timeline.inputs(forFrame: 0)) == [.zero])
        let quarter = Self.moves(timeline.inputs(forFrame: 1))
        #expect(quarter.count == 1 && abs(quarter[0].x - 60 * 0.37813813082510966) < 1e-6)
        #expect(Self.moves(timeline.inputs(forFrame: 4)) == [Point(x: 60, y: 0)])
    }
}
