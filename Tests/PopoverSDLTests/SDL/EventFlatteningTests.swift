import CSDL2
import CSDLEventPush
import Testing
import TestSupport
@testable import PopoverSDL

/// Synthetic SDL events pushed through the shim come back flattened, field by field, before
/// anything maps them to input.
@MainActor
@Suite struct EventFlatteningTests {
    let runtime: SDLRuntime

    init() throws {
        runtime = try SharedSDL.headless()
        _ = SDLEventQueue.poll(windowUnitsPerPoint: 1)
    }

    @Test func pointerDownMoveUpArriveInOrderInPoints() {
        #expect(csdl_push_pointer_button(1, 200, 100, 1) == 1)
        #expect(csdl_push_pointer_move(210, 120) == 1)
        #expect(csdl_push_pointer_button(0, 220, 140, 3) == 1)
        let events = SDLEventQueue.poll(windowUnitsPerPoint: 2).filter { $0.kind != CSDL_EVENT_OTHER }
        #expect(events.map(\.kind) == [CSDL_EVENT_POINTER_DOWN, CSDL_EVENT_POINTER_MOVE, CSDL_EVENT_POINTER_UP])
        #expect(events[0].x == 100 && events[0].y == 50 && events[0].button == 1)
        #expect(events[1].x == 105 && events[1].y == 60)
        #expect(events[2].x == 110 && events[2].y == 70 && events[2].button == 3)
    }

    @Test func keyEventsCarryCodeAndModifiers() {
        #expect(csdl_push_key(1, Int32(SDLK_ESCAPE.rawValue), UInt16(KMOD_LSHIFT.rawValue)) == 1)
        #expect(csdl_push_key(0, Int32(UInt8(ascii: "g")), 0) == 1)
        let events = SDLEventQueue.poll(windowUnitsPerPoint: 1).filter { $0.kind != CSDL_EVENT_OTHER }
        #expect(events.map(\.kind) == [CSDL_EVENT_KEY_DOWN, CSDL_EVENT_KEY_UP])
        #expect(events[0].keyCode == 27)
        #expect(events[0].modifiers == UInt16(KMOD_LSHIFT.rawValue))
        #expect(events[1].keyCode == Int32(UInt8(ascii: "g")))
    }

    @Test func resizeAndQuit() {
        #expect(csdl_push_resize(1280, 800) == 1)
        #expect(csdl_push_quit() == 1)
        let events = SDLEventQueue.poll(windowUnitsPerPoint: 2).filter { $0.kind != CSDL_EVENT_OTHER }
        #expect(events.map(\.kind) == [CSDL_EVENT_RESIZED, CSDL_EVENT_QUIT])
        #expect(events[0].windowWidth == 640 && events[0].windowHeight == 400)
    }

    /// The event carries SDL's clock at the time it was pushed: between the ticks read before
    /// and after, on a clock that has left 0 (so a missing stamp cannot pass).
    @Test func timestampsComeFromSDL() {
        let started = SDL_GetTicks()
        while SDL_GetTicks() <= started {} // the millisecond clock moves on
        let before = SDL_GetTicks()
        #expect(csdl_push_pointer_move(1, 1) == 1)
        let after = SDL_GetTicks()
        let event = SDLEventQueue.poll(windowUnitsPerPoint: 1).first { $0.kind == CSDL_EVENT_POINTER_MOVE }
        #expect(before > 0)
        #expect(event.map { $0.timestamp >= before && $0.timestamp <= after } == true, "\(String(describing: event?.timestamp)) not in \(before)...\(after)")
    }
}
