import CSDL2
import CSDLEventPush
import PopoverKit
import Testing
import TestSupport
@testable import PopoverSDL

/// SDL key codes map to keys by SDL 2's own numbers (SDL_keycode.h: printable keys are their
/// ASCII code; the others are their scancode with bit 30 set), written out here rather than
/// taken from the mapping under test.
@MainActor
@Suite struct SDLKeyCodeTests {
    static func scancode(_ code: Int32) -> Int32 { code | 1 << 30 }

    static let table: [(Int32, Key)] = [
        (27, .escape), (9, .tab), (32, .space), (13, .return), (8, .backspace), (127, .delete),
        (scancode(82), .upArrow), (scancode(81), .downArrow), (scancode(80), .leftArrow), (scancode(79), .rightArrow),
        (scancode(74), .home), (scancode(77), .end), (scancode(75), .pageUp), (scancode(78), .pageDown),
        (scancode(58), .function(1)), (scancode(69), .function(12)),
        (48, .digit(0)), (49, .digit(1)), (54, .digit(6)), (57, .digit(9)),
        (97, .letter("a")), (103, .letter("g")), (104, .letter("h")), (113, .letter("q")), (122, .letter("z")),
    ]

    @Test func sdlCodesMapToTheirKeys() {
        for (code, key) in Self.table {
            #expect(Key(sdlKeyCode: code) == key, "SDL code \(code)")
            #expect(key.sdlKeyCode == code, "\(key)")
        }
        // The keypad's Enter is Return too; caps lock and shift are no keys of ours.
        #expect(Key(sdlKeyCode: Self.scancode(88)) == .return)
        #expect(Key(sdlKeyCode: Self.scancode(57)) == nil)
        #expect(Key(sdlKeyCode: Self.scancode(225)) == nil)
    }

    /// Pushed through SDL's own queue as the window would receive them.
    @Test func keysPushedThroughSDLArriveAsThoseKeys() throws {
        _ = try SharedSDL.headless()
        _ = SDLEventQueue.poll(windowUnitsPerPoint: 1)
        for (code, _) in Self.table { csdl_push_key(1, code, 0) }
        let keys = SDLEventQueue.poll(windowUnitsPerPoint: 1).compactMap { InputEvent(sdl: $0) }.compactMap { event -> Key? in
            if case .key(let key) = event { key.key } else { nil }
        }
        #expect(keys == Self.table.map(\.1))
    }
}
