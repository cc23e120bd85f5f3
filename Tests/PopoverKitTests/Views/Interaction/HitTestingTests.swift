import Testing
@testable import PopoverKit

/// A counter the test owns, for actions to bump.
final class Counter {
    var value = 0
}

@Suite struct HitTestingTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func topMostTargetComesFirstAndOffsetsMoveTargets() {
        let taps = Counter(), presses = Counter()
        let tree = ZStack {
            Color.white.onTapGesture { taps.value += 1 }
            Button(action: { presses.value += 1 }) { box(20, 20) }.offset(x: 30, y: 0)
        }
        let result = testEngine.layout(tree, in: bounds)
        // The button is laid out at (40, 40) and drawn 30 pt to the right.
        let onButton = result.hitTest(Point(x: 75, y: 50))
        #expect(onButton.count == 2)
        #expect(onButton.first?.frame == Rect(x: 70, y: 40, width: 20, height: 20))
        onButton.first?.activate()
        #expect(presses.value == 1)
        let whereButtonWas = result.hitTest(Point(x: 45, y: 50))
        #expect(whereButtonWas.count == 1)
        whereButtonWas.first?.activate()
        #expect(taps.value == 1)
        #expect(result.hitTest(Point(x: 150, y: 50)).isEmpty)
    }

    @Test func disabledButtonsBlockButDoNothing() {
        let presses = Counter()
        let result = testEngine.layout(Button("Go") { presses.value += 1 }.disabled(true), in: bounds)
        let target = result.hitTest(Point(x: 50, y: 50)).first
        #expect(target?.isEnabled == false)
        #expect(target?.activate() == false)
        #expect(presses.value == 0)
        #expect(result.focusableTargets.isEmpty)
    }

    @Test func hitTestingCanBeTurnedOffAndInvisibleOrClippedViewsAreNotHit() {
        let tree = ZStack {
            Color.white.onTapGesture {}.allowsHitTesting(false)
            Color.white.onTapGesture {}.opacity(0)
            box(50, 50).onTapGesture {}.offset(x: 40, y: 0).frame(width: 50, height: 50).clipped()
        }
        let result = testEngine.layout(tree, in: bounds)
        // Neither the hit-testing-off color nor the invisible one takes the point.
        #expect(result.hitTest(Point(x: 50, y: 50)).isEmpty)
        // Drawn from x 65 to 115 but clipped to 25...75.
        #expect(result.hitTest(Point(x: 70, y: 50)).count == 1)
        #expect(result.hitTest(Point(x: 80, y: 50)).isEmpty)
    }

    @Test func dragHandlersReceiveEventsWithTranslation() {
        var received: [DragEvent] = []
        let result = testEngine.layout(Color.white.gesture(minimumDistance: 0) { received.append($0) }, in: bounds)
        let target = result.hitTest(Point(x: 10, y: 10)).first
        guard case .drag(let minimumDistance, _)? = target?.kind else {
            Issue.record("expected a drag target")
            return
        }
        #expect(minimumDistance == 0)
        target?.send(DragEvent(phase: .changed, startLocation: Point(x: 10, y: 10), location: Point(x: 25, y: 4),
                               velocity: Size(width: 100, height: 0)))
        #expect(received.map(\.translation) == [Size(width: 15, height: -6)])
        #expect(target?.activate() == false)
    }

    @Test func focusOrderFollowsTheTree() {
        let result = testEngine.layout(VStack {
            Button("A") {}.id("a")
            Color.black.onTapGesture {}
            Toggle("B", isOn: .constant(true)).id("b")
        }, in: bounds)
        #expect(result.focusableTargets.map(\.identity) == [
            NodeIdentity([.explicit("a")]), NodeIdentity([.explicit("b")]),
        ])
    }
}
