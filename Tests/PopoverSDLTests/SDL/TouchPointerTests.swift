import CSDL2
import CSDLEventPush
import PopoverKit
import Testing
import TestSupport
@testable import PopoverSDL

/// SDL's finger events become the primary pointer, in points.
@MainActor
@Suite struct TouchPointerTests {
    let runtime: SDLRuntime
    let window = Size(width: 400, height: 800)

    init() throws {
        runtime = try SharedSDL.headless()
        _ = SDLEventQueue.poll(windowUnitsPerPoint: 1)
    }

    func pointerEvents(_ touch: inout TouchPointer) -> [InputEvent] {
        SDLEventQueue.poll(windowUnitsPerPoint: 1).filter { $0.kind != CSDL_EVENT_OTHER }.compactMap {
            touch.inputEvent(for: $0, in: window)
        }
    }

    @Test func aFingerDownMoveUpIsAPrimaryPressDragAndReleaseInPoints() {
        #expect(csdl_push_finger(0, 7, 0.5, 0.25) == 1)
        #expect(csdl_push_finger(1, 7, 0.625, 0.5) == 1)
        #expect(csdl_push_finger(2, 7, 0.75, 0.5) == 1)
        var touch = TouchPointer()
        let events = pointerEvents(&touch)
        #expect(events == [
            .pointerDown(Point(x: 200, y: 200), .primary),
            .pointerMove(Point(x: 250, y: 400)),
            .pointerUp(Point(x: 300, y: 400), .primary),
        ])
    }

    @Test func aSecondFingerIsIgnoredUntilTheFirstLifts() throws {
        #expect(csdl_push_finger(0, 1, 0.1, 0.1) == 1)
        #expect(csdl_push_finger(0, 2, 0.9, 0.9) == 1)
        #expect(csdl_push_finger(1, 2, 0.875, 0.875) == 1)
        #expect(csdl_push_finger(2, 2, 0.875, 0.875) == 1)
        #expect(csdl_push_finger(2, 1, 0.25, 0.125) == 1)
        #expect(csdl_push_finger(0, 2, 0.5, 0.5) == 1)
        var touch = TouchPointer()
        let events = pointerEvents(&touch)
        try #require(events.count == 3)
        guard case .pointerDown(_, .primary) = events[0] else { Issue.record("not a press: \(events[0])"); return }
        #expect(events[1] == .pointerUp(Point(x: 100, y: 100), .primary))
        #expect(events[2] == .pointerDown(Point(x: 200, y: 400), .primary))
    }

    @Test func otherEventsPassUnchanged() {
        #expect(csdl_push_key(1, Int32(SDLK_ESCAPE.rawValue), 0) == 1)
        var touch = TouchPointer()
        let events = pointerEvents(&touch)
        #expect(events == [.key(KeyEvent(.down, .escape))])
    }
}
