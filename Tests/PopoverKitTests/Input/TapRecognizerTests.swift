import Testing
@testable import PopoverKit

@Suite struct TapRecognizerTests {
    @Test func releaseWithinSlopIsATap() {
        var tap = TapRecognizer()
        #expect(tap.handle(.pointerDown(Point(x: 100, y: 100), .primary), at: 0) == nil)
        #expect(tap.isPressed)
        #expect(tap.handle(.pointerMove(Point(x: 103, y: 102)), at: 0.05) == nil)
        // 6 across and 8 down: exactly 10 pt away, still inside the slop.
        #expect(tap.handle(.pointerUp(Point(x: 106, y: 108), .primary), at: 0.1) == .tapped(Point(x: 106, y: 108)))
        #expect(!tap.isPressed)
    }

    @Test func movingBeyondSlopCancelsOnceAndTheReleaseIsNoTap() {
        var tap = TapRecognizer()
        _ = tap.handle(.pointerDown(Point(x: 100, y: 100), .primary), at: 0)
        // √(8² + 8²) ≈ 11.3 > 10.
        #expect(tap.handle(.pointerMove(Point(x: 108, y: 108)), at: 0.05) == .cancelled)
        #expect(!tap.isPressed)
        #expect(tap.handle(.pointerMove(Point(x: 100, y: 100)), at: 0.1) == nil)
        #expect(tap.handle(.pointerUp(Point(x: 100, y: 100), .primary), at: 0.15) == nil)
    }

    @Test func releaseOutsideSlopWithoutMovesCancels() {
        var tap = TapRecognizer(slop: 5)
        _ = tap.handle(.pointerDown(Point(x: 0, y: 0), .primary), at: 0)
        #expect(tap.handle(.pointerUp(Point(x: 3, y: 4), .primary), at: 0.1) == .tapped(Point(x: 3, y: 4)))
        _ = tap.handle(.pointerDown(Point(x: 0, y: 0), .primary), at: 1)
        #expect(tap.handle(.pointerUp(Point(x: 3, y: 4.1), .primary), at: 1.1) == .cancelled)
    }

    @Test func maximumDurationLimitsTheHold() {
        var tap = TapRecognizer(maximumDuration: 0.5)
        _ = tap.handle(.pointerDown(.zero, .primary), at: 2)
        #expect(tap.handle(.pointerUp(.zero, .primary), at: 2.5) == .tapped(.zero))
        _ = tap.handle(.pointerDown(.zero, .primary), at: 3)
        #expect(tap.handle(.pointerMove(Point(x: 1, y: 0)), at: 3.4) == nil)
        #expect(tap.handle(.pointerMove(Point(x: 1, y: 0)), at: 3.6) == .cancelled)
        #expect(tap.handle(.pointerUp(.zero, .primary), at: 3.7) == nil)
    }

    @Test func otherButtonsAndUnrelatedEventsAreIgnored() {
        var tap = TapRecognizer()
        #expect(tap.handle(.pointerDown(.zero, .secondary), at: 0) == nil)
        #expect(!tap.isPressed)
        #expect(tap.handle(.pointerUp(.zero, .secondary), at: 0.1) == nil)
        #expect(tap.handle(.key(KeyEvent(.down, .space)), at: 0.2) == nil)
        #expect(tap.handle(.pointerUp(.zero, .primary), at: 0.3) == nil, "a release without a press is no tap")
    }

    @Test func cancelAbandonsAPress() {
        var tap = TapRecognizer()
        _ = tap.handle(.pointerDown(Point(x: 5, y: 5), .primary), at: 0)
        #expect(tap.pressLocation == Point(x: 5, y: 5))
        #expect(tap.cancel() == .cancelled)
        #expect(tap.cancel() == nil)
        #expect(tap.handle(.pointerUp(Point(x: 5, y: 5), .primary), at: 0.1) == nil)
    }
}
