import Testing
@testable import PopoverKit

@Suite struct FrameClockTests {
    @Test func manualClockMovesOnlyWhenTold() {
        var clock = ManualClock(now: 2, step: 0.25)
        #expect(clock.now == 2)
        clock.tick()
        clock.tick()
        #expect(clock.now == 2.5)
        clock.advance(by: 1.5)
        #expect(clock.now == 4)
    }

    @Test func clockIsUsableThroughTheProtocol() {
        let clock: any FrameClock = ManualClock(now: 7)
        #expect(clock.now == 7)
    }
}
