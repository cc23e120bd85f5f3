import CSDL2
import CSDLEventPush
import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// Touches drive the same gestures as the mouse: they drag the content, tap buttons and press
/// on the dimming, through SDL's finger events.
@MainActor
@Suite struct TouchGestureTests {
    /// The window the fingers touch, of the harness's size.
    let window: Size
    /// SDL's event queue, read as a window reads it (its `TouchPointer` makes the first finger
    /// the pointer).
    let queue = SDLQueueInput()

    init() throws {
        _ = try SharedSDL.headless()
        window = try AppHarness().size
        _ = queue.poll(in: window)
    }

    /// Pushes a finger event at `point` (in the harness's window points) and feeds the app the
    /// input the queue maps it to.
    func finger(_ phase: Int32, _ point: Point, id: Int64 = 1, _ harness: AppHarness) {
        #expect(csdl_push_finger(phase, id, Float(point.x / window.width), Float(point.y / window.height)) == 1)
        for input in queue.poll(in: window) {
            harness.send(input)
        }
    }

    func tap(_ point: Point, _ harness: AppHarness) {
        finger(0, point, harness)
        finger(2, point, harness)
    }

    @Test func aFingerDragsTheContentAndItSpringsBackOnLift() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        finger(0, Point(x: 195, y: 500), harness)
        finger(1, Point(x: 215, y: 530), harness)
        finger(1, Point(x: 235, y: 560), harness)
        let offset = harness.example.dragOffset.value
        #expect(abs(offset.x - 40) < 0.01 && abs(offset.y - 60) < 0.01)
        #expect(harness.example.isDragging)
        finger(2, Point(x: 235, y: 560), harness)
        harness.run(for: 2)
        #expect(!harness.example.isDragging)
        #expect(harness.example.dragOffset.value == .zero)
    }

    @Test func aTapOnTheMenuButtonOpensItAndATapOnTheDimmingClosesIt() throws {
        let harness = try AppHarness()
        harness.run(for: 1)
        // The toolbar's "…" button on the phone.
        tap(Point(x: 364, y: 26), harness)
        #expect(harness.example.isMenuPresented)
        harness.run(for: 0.5)
        // A press on the dimming, far from the menu, dismisses it.
        finger(0, Point(x: 40, y: 700), harness)
        #expect(!harness.example.isMenuPresented)
        finger(2, Point(x: 40, y: 700), harness)
    }
}
