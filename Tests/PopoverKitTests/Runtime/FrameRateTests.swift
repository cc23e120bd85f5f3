import PopoverKit
import Testing

@Suite struct FrameRateTests {
    @Test func standardIsSixtyFramesASecond() {
        #expect(FrameRate.standard.framesPerSecond == 60)
        #expect(FrameRate.standard.interval == 1.0 / 60)
    }

    @Test func frameTimesAreIndexOverRate() {
        let rate = FrameRate(framesPerSecond: 30)
        #expect(rate.time(ofFrame: 0) == 0)
        #expect(rate.time(ofFrame: 45) == 1.5)
    }

    @Test func frameAtATimeIsTheFirstAtOrAfterIt() {
        let rate = FrameRate.standard
        #expect(rate.frame(at: 0) == 0)
        #expect(rate.frame(at: -1) == 0)
        #expect(rate.frame(at: 0.5) == 30)
        #expect(rate.frame(at: 0.016) == 1)
        // 0.1 + 0.2 is a hair over 0.3: still frame 18, not 19.
        #expect(rate.frame(at: 0.1 + 0.2) == 18)
    }

    @Test func frameAfterATimeIsStrictlyLater() {
        let rate = FrameRate.standard
        #expect(rate.frame(after: 0) == 1)
        #expect(rate.frame(after: 0.5) == 31)
        #expect(rate.frame(after: 0.51) == 31)
        #expect(rate.frame(after: 0.1 + 0.2) == 19)
    }

    @Test func aRunLeadingToATimeDrawsTheFramesBeforeIt() {
        let rate = FrameRate.standard
        // From the start: frames 0 to 29 lead to 0.5 (frame 30 is the one shown).
        #expect(rate.frames(leadingTo: 0.5, after: nil) == 0..<30)
        // Picking up after a frame drawn at 0.25 (frame 15), or between frames.
        #expect(rate.frames(leadingTo: 0.5, after: 0.25) == 16..<30)
        #expect(rate.frames(leadingTo: 0.5, after: 0.255) == 16..<30)
        // Nothing to draw when the time is already reached.
        #expect(rate.frames(leadingTo: 0.25, after: 0.5).isEmpty)
        #expect(rate.frames(leadingTo: 0, after: nil).isEmpty)
    }
}
