import Testing
@testable import PopoverKit

@Suite struct VelocityTrackerTests {
    @Test func usesTheOldestSampleWithinTheWindow() {
        var tracker = VelocityTracker(window: 0.125)
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 0, y: 0), at: 0)
        #expect(tracker.velocity == .zero, "one sample gives no velocity")
        tracker.add(Point(x: 10, y: 0), at: 0.0625)
        tracker.add(Point(x: 30, y: -5), at: 0.125)
        // Window reaches back to t = 0: (30, −5) / 0.125.
        #expect(tracker.velocity == Point(x: 240, y: -40))
        tracker.add(Point(x: 40, y: -5), at: 0.25)
        // Window from t = 0.125: (10, 0) / 0.125.
        #expect(tracker.velocity == Point(x: 80, y: 0))
    }

    @Test func samplesAtTheSameTimeDoNotDivideByZero() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 1)
        tracker.add(Point(x: 5, y: 0), at: 1)
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 5, y: 0), at: 1.0625)
        // Both t = 1 samples are in the window; the oldest, (0, 0), is the reference.
        #expect(tracker.velocity == Point(x: 80, y: 0))
        tracker.reset()
        #expect(tracker.velocity == .zero)
    }
}
