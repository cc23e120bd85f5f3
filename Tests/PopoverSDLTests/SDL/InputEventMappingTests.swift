import CSDL2
import CSDLEventPush
import PopoverKit
import Testing
import TestSupport
@testable import PopoverSDL

/// SDL events pushed through the shim arrive as the PopoverKit input the app consumes.
@MainActor
@Suite struct InputEventMappingTests {
    let runtime: SDLRuntime

    init() throws {
        runtime = try SharedSDL.headless()
        _ = SDLEventQueue.poll(windowUnitsPerPoint: 1)
    }

    @Test func pointerAndKeyEventsMapToInput() {
        csdl_push_pointer_button(1, 40, 60, 1)
        csdl_push_pointer_move(44, 66)
        csdl_push_pointer_button(0, 50, 70, 1)
        csdl_push_key(1, Key.escape.sdlKeyCode!, UInt16(KMOD_RSHIFT.rawValue))
        csdl_push_key(0, Key.letter("g").sdlKeyCode!, 0)
        csdl_push_resize(800, 600)
        csdl_push_quit()
        let inputs = SDLEventQueue.poll(windowUnitsPerPoint: 2).compactMap { InputEvent(sdl: $0) }
        #expect(inputs == [
            .pointerDown(Point(x: 20, y: 30), .primary),
            .pointerMove(Point(x: 22, y: 33)),
            .pointerUp(Point(x: 25, y: 35), .primary),
            .key(KeyEvent(.down, .escape, modifiers: .shift)),
            .key(KeyEvent(.up, .letter("g"))),
            .resize(Size(width: 400, height: 300)),
            .quit,
        ])
    }

    /// A notch towards the user (SDL's negative y) scrolls on through the content by a row or so.
    @Test func aWheelNotchScrollsFortyPointsTowardsTheUser() {
        #expect(InputEvent.wheel(sdlNotchesX: 0, y: -1) == .wheel(dx: 0, dy: 40))
        #expect(InputEvent.wheel(sdlNotchesX: 0.5, y: 2) == .wheel(dx: 20, dy: -80))
    }
}
