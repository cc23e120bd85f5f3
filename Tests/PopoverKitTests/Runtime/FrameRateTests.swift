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
}
