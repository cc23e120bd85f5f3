import Testing
@testable import PopoverKit

@Suite struct DragRecognizerTests {
    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    /// Down at the origin, then moves every 1/16 s. Velocity window 0.1 s.
    private func draggedTo30x8() -> (DragRecognizer, [GestureEvent?]) {
        var drag = DragRecognizer()
        var events: [GestureEvent?] = []
        events.append(drag.handle(.pointerDown(.zero, .primary), at: 0))
        events.append(drag.handle(.pointerMove(Point(x: 6, y: 0)), at: 0.0625))
        events.append(drag.handle(.pointerMove(Point(x: 6, y: 8)), at: 0.125))
        events.append(drag.handle(.pointerMove(Point(x: 30, y: 8)), at: 0.1875))
        return (drag, events)
    }

    @Test func beginsOnlyOnceTheMinimumDistanceIsReached() {
        let (drag, events) = draggedTo30x8()
        #expect(events[0] == nil)
        #expect(events[1] == nil, "6 pt is short of 10")
        // (6, 8) is exactly 10 pt away. The samples within 0.1 s of t = 0.125 start at
        // t = 0.0625, (6, 0): velocity (0, 8 / 0.0625) = (0, 128).
        guard case .began(let began)? = events[2] else { Issue.record("expected began, got \(String(describing: events[2]))"); return }
        #expect(began.translation == Point(x: 6, y: 8))
        #expect(began.startLocation == .zero)
        #expect(close(began.velocity, Point(x: 0, y: 128)))
        // Then the window starts at the t = 0.125 sample: (24 / 0.0625, 0) = (384, 0).
        guard case .changed(let changed)? = events[3] else { Issue.record("expected changed"); return }
        #expect(changed.translation == Point(x: 30, y: 8))
        #expect(changed.location == Point(x: 30, y: 8))
        #expect(close(changed.velocity, Point(x: 384, y: 0)))
        #expect(drag.isDragging)
    }

    @Test func flingEndsWithVelocityAndPredictedTranslation() {
        var (drag, _) = draggedTo30x8()
        let end = drag.handle(.pointerUp(Point(x: 40, y: 8), .primary), at: 0.25)
        guard case .ended(let value)? = end else { Issue.record("expected ended"); return }
        // From the t = 0.1875 sample: (10 / 0.0625, 0) = (160, 0).
        #expect(close(value.velocity, Point(x: 160, y: 0)))
        #expect(value.translation == Point(x: 40, y: 8))
        // Coasting adds v · 0.998 / 0.002 / 1000 = v · 0.499: 40 + 79.84.
        #expect(close(value.predictedEndTranslation, Point(x: 119.84, y: 8)))
        #expect(close(value.predictedEndLocation, Point(x: 119.84, y: 8)))
        #expect(!drag.isDragging)
    }

    @Test func releaseAfterRestingHasNoVelocity() {
        var (drag, _) = draggedTo30x8()
        let end = drag.handle(.pointerUp(Point(x: 30, y: 8), .primary), at: 0.5)
        guard case .ended(let value)? = end else { Issue.record("expected ended"); return }
        #expect(value.velocity == .zero)
        #expect(value.predictedEndTranslation == Point(x: 30, y: 8))
    }

    @Test func zeroMinimumDistanceBeginsOnThePress() {
        var drag = DragRecognizer(minimumDistance: 0)
        let began = drag.handle(.pointerDown(Point(x: 50, y: 60), .primary), at: 1)
        #expect(began == .began(DragValue(time: 1, startLocation: Point(x: 50, y: 60),
                                          location: Point(x: 50, y: 60), velocity: .zero)))
        guard case .changed(let value)? = drag.handle(.pointerMove(Point(x: 51, y: 60)), at: 1.0625) else {
            Issue.record("expected changed"); return
        }
        #expect(value.translation == Point(x: 1, y: 0))
        #expect(close(value.velocity, Point(x: 16, y: 0)))
    }

    @Test func shortPressAnswersNothing() {
        var drag = DragRecognizer()
        #expect(drag.handle(.pointerDown(.zero, .primary), at: 0) == nil)
        #expect(drag.handle(.pointerMove(Point(x: 9, y: 0)), at: 0.1) == nil)
        #expect(drag.handle(.pointerUp(Point(x: 9, y: 0), .primary), at: 0.2) == nil)
        #expect(!drag.isDragging)
    }

    @Test func cancelEndsADragWithoutAnEnd() {
        var (drag, _) = draggedTo30x8()
        #expect(drag.cancel() == .cancelled)
        #expect(drag.handle(.pointerMove(Point(x: 50, y: 8)), at: 0.3) == nil)
        #expect(drag.handle(.pointerUp(Point(x: 50, y: 8), .primary), at: 0.4) == nil)
        #expect(drag.cancel() == nil)
    }

    @Test func otherButtonsDoNotStartADrag() {
        var drag = DragRecognizer(minimumDistance: 0)
        #expect(drag.handle(.pointerDown(.zero, .secondary), at: 0) == nil)
        #expect(drag.handle(.pointerMove(Point(x: 40, y: 0)), at: 0.1) == nil)
    }
}
