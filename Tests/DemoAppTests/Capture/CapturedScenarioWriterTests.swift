import PopoverKit
import Testing
@testable import DemoApp

/// The captured file is readable: one input a line, a pressed path as glides only where they
/// stay within 0.5 pt of it, scene switches marked, and it parses back to what was captured.
@Suite struct CapturedScenarioWriterTests {
    typealias Sample = GlideFit.Sample

    static let opening = InputCapture.Opening(scene: "example", idiom: "phone", size: Size(width: 390, height: 888))
    static let state = InputCapture.AppState(scene: "example", idiom: "phone", hovered: nil)

    @Test func movesAtAnEvenPaceOnALineAreOneGlide() {
        let start = Sample(milliseconds: 0, point: Point(x: 0, y: 0))
        let path = (1...10).map { Sample(milliseconds: $0 * 10, point: Point(x: Double($0) * 3, y: Double($0) * 4)) }
        #expect(GlideFit.segmentEnds(from: start, through: path) == [9])
    }

    @Test func aCornerSplitsTheGlide() {
        let start = Sample(milliseconds: 0, point: Point(x: 0, y: 0))
        let right = (1...5).map { Sample(milliseconds: $0 * 10, point: Point(x: Double($0) * 10, y: 0)) }
        let down = (1...5).map { Sample(milliseconds: 50 + $0 * 10, point: Point(x: 50, y: Double($0) * 10)) }
        #expect(GlideFit.segmentEnds(from: start, through: right + down) == [4, 9])
    }

    /// A move off the line by 0.5 pt may be dropped; by more, it may not.
    @Test(arguments: [(0.5, [2]), (0.51, [0, 2]), (0.3, [2])])
    func aMoveOffTheLineIsKeptBeyondTheTolerance(offset: Double, ends: [Int]) {
        let start = Sample(milliseconds: 0, point: Point(x: 0, y: 0))
        let path = [Sample(milliseconds: 10, point: Point(x: 10, y: offset)),
                    Sample(milliseconds: 20, point: Point(x: 20, y: 0)),
                    Sample(milliseconds: 30, point: Point(x: 30, y: 0))]
        #expect(GlideFit.segmentEnds(from: start, through: path) == ends)
    }

    /// The path is compared in time, not only in space: on the line but at an uneven pace, the
    /// glide would be ahead of the pointer.
    @Test func aPauseOnTheLineSplitsTheGlide() {
        let start = Sample(milliseconds: 0, point: Point(x: 0, y: 0))
        let path = [Sample(milliseconds: 10, point: Point(x: 10, y: 0)),
                    Sample(milliseconds: 100, point: Point(x: 11, y: 0))]
        #expect(GlideFit.segmentEnds(from: start, through: path) == [0, 1])
    }

    func capture(_ inputs: [(Double, InputEvent)], after: InputCapture.AppState = state) -> InputCapture {
        var capture = InputCapture(opening: Self.opening)
        for (time, event) in inputs { capture.record(event, at: time, before: Self.state, after: after) }
        return capture
    }

    @Test @MainActor func theFileHasOneInputALineAndEndsWhenTheTakeEnded() throws {
        var capture = capture([
            (0.5004, .pointerDown(Point(x: 100, y: 200), .primary)),
            (0.51, .pointerMove(Point(x: 101, y: 202))),
            (0.52, .pointerMove(Point(x: 102, y: 204))),
            (0.53, .pointerMove(Point(x: 103, y: 206))),
            (0.6, .pointerUp(Point(x: 103, y: 206), .primary)),
            (1.25, .key(KeyEvent(.down, .tab, modifiers: .shift))),
            (1.3, .key(KeyEvent(.up, .tab, modifiers: .shift))),
            (2, .key(KeyEvent(.down, .leftArrow))),
            (2.5, .key(KeyEvent(.down, .leftArrow, isRepeat: true))),
            (2.6, .key(KeyEvent(.up, .leftArrow))),
        ])
        capture.resize(to: Size(width: 500.2, height: 600), at: 3)
        let text = CapturedScenarioWriter.text(of: capture, header: ["take: a test", "", "more"], end: 4000,
                                               ending: "R pressed again")
        #expect(text == """
            # take: a test
            #
            # more
            scene example
            idiom phone
            size 390x888
            at 0.500 down 100,200
            at 0.500 move 103,206 over 0.030
            at 0.600 up
            at 1.250 key tab with shift
            at 2.000 key down left-arrow
            at 2.500 key down left-arrow repeat
            at 2.600 key up left-arrow
            at 3.000 size 500.2x600
            wait 1.000    # R pressed again at 4.000 s

            """)
        let scenario = try CaptureReplay.expectReplays(text)
        #expect(scenario.description == "a test")
        #expect(scenario.duration == 4)
        #expect(scenario.steps.map(\.action).contains(.key(KeyEvent(.down, .leftArrow, isRepeat: true))))
    }

    /// A window scaled down to fit its display has a fractional size in points: it is kept to
    /// 1/1000 pt (the size the window lays out at), not rounded to whole points.
    @Test @MainActor func aFractionalWindowSizeIsWrittenToAThousandthOfAPoint() throws {
        let fitted = Size(width: 570 / 0.6953, height: 851 / 0.6953)
        var capture = InputCapture(opening: InputCapture.Opening(scene: "example", idiom: "pad", size: fitted))
        capture.resize(to: Size(width: 712 / 0.6953, height: 851 / 0.6953), at: 1)
        #expect(capture.opening.size == InputCapture.laidOutSize(fitted))
        #expect(InputCapture.laidOutSize(fitted) == Size(width: 819.79, height: 1223.932))
        let text = CapturedScenarioWriter.text(of: capture, header: ["take: scaled"], end: 2000, ending: "R pressed again")
        #expect(text.contains("\nsize 819.79x1223.932\nat 1.000 size 1024.018x1223.932\n"))
        let scenario = try CaptureReplay.expectReplays(text)
        #expect(scenario.steps.map(\.action).prefix(4) == [
            .scene("example"), .idiom("pad"), .resize(Size(width: 819.79, height: 1223.932)),
            .resize(Size(width: 1024.018, height: 1223.932)),
        ])
    }

    @Test @MainActor func aSceneSwitchIsWrittenAsTheSceneWithACommentAbove() throws {
        let multiple = InputCapture.AppState(scene: "multiple", idiom: "phone", hovered: nil)
        let capture = capture([(1.5, .key(KeyEvent(.down, .digit(2))))], after: multiple)
        let text = CapturedScenarioWriter.text(of: capture, header: ["take: switch"], end: 1500, ending: "R pressed again")
        #expect(text.hasSuffix("size 390x888\n\n# the multiple scene, from 1.500 s\nat 1.500 scene multiple\n# R pressed again at 1.500 s\n"))
        try CaptureReplay.expectReplays(text)
    }

    /// Only what changes something is kept: hover moves that change no highlight, other
    /// buttons, releases of keys other than the arrows, and releases begun before the take go.
    @Test func inputsThatChangeNothingAreLeftOut() {
        let capture = capture([
            (0.1, .pointerUp(Point(x: 1, y: 1), .primary)),
            (0.2, .pointerMove(Point(x: 5, y: 5))),
            (0.3, .pointerDown(Point(x: 5, y: 5), .secondary)),
            (0.4, .wheel(dx: 0, dy: 3)),
            (0.5, .key(KeyEvent(.up, .escape))),
        ])
        #expect(capture.steps.isEmpty)
    }

    /// Arrow keys drag what is under the pointer: the hover move before a key is kept.
    @Test @MainActor func theLastHoverMoveIsKeptBeforeAKey() throws {
        let capture = capture([
            (0.2, .pointerMove(Point(x: 5, y: 5))),
            (0.3, .pointerMove(Point(x: 50, y: 60))),
            (0.5, .key(KeyEvent(.down, .rightArrow))),
        ])
        #expect(capture.steps == [CapturedStep(milliseconds: 300, input: .hover(Point(x: 50, y: 60))),
                                  CapturedStep(milliseconds: 500, input: .key(KeyEvent(.down, .rightArrow)))])
        try CaptureReplay.expectReplays(capture, end: 1000)
    }

    /// A hover move that changed nothing waits to be written before the next key; a scene,
    /// idiom or size step in between comes after it in time, so the move is written before that
    /// step, and the file replays (issue 36: `at 2.872 scene multiple` then `at 2.671 move`).
    @Test(arguments: [InputCapture.AppState(scene: "multiple", idiom: "phone", hovered: nil),
                      InputCapture.AppState(scene: "example", idiom: "pad", hovered: nil)])
    @MainActor func aWaitingHoverMoveIsWrittenBeforeALaterSwitch(switched: InputCapture.AppState) throws {
        var capture = InputCapture(opening: Self.opening)
        capture.record(.pointerMove(Point(x: 190, y: 610)), at: 2.671, before: Self.state, after: Self.state)
        capture.resize(to: Size(width: 400, height: 888), at: 2.7)
        let key: Key = switched.scene != Self.state.scene ? .digit(2) : .letter("i")
        capture.record(.key(KeyEvent(.down, key)), at: 2.872, before: Self.state, after: switched)
        capture.record(.key(KeyEvent(.down, .letter("g"))), at: 3.1, before: switched, after: switched)
        #expect(capture.steps.map(\.milliseconds) == [2671, 2700, 2872, 3100])
        try CaptureReplay.expectReplays(capture, end: 4000)
    }

    /// Times are cut to the millisecond, never rounded up into the next frame: 1/60 s is kept
    /// as 16 ms, which a 60 fps replay still shows in frame 1.
    @Test @MainActor func timesAreCutDownToTheMillisecond() throws {
        let capture = capture([(1.0 / 60, .pointerDown(Point(x: 1, y: 2), .primary))])
        #expect(capture.steps.first?.milliseconds == 16)
        #expect(FrameRate.standard.frame(at: 0.016) == 1)
        try CaptureReplay.expectReplays(capture, end: 100)
    }
}
