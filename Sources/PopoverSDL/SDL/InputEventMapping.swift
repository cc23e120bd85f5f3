import CSDL2
import PopoverKit
import PopoverRender

extension InputEvent {
    /// An SDL event (as the shim flattened it, positions in points) as PopoverKit input; nil
    /// for events the app does not handle. Finger events are left to `TouchPointer`, which
    /// knows which finger is the pointer.
    init?(sdl event: CSDLEvent) {
        let point = Point(x: event.x, y: event.y)
        switch event.kind {
        case CSDL_EVENT_QUIT: self = .quit
        case CSDL_EVENT_POINTER_DOWN:
            guard let button = Int(event.button).pointerButton else { return nil }
            self = .pointerDown(point, button)
        case CSDL_EVENT_POINTER_UP:
            guard let button = Int(event.button).pointerButton else { return nil }
            self = .pointerUp(point, button)
        case CSDL_EVENT_POINTER_MOVE: self = .pointerMove(point)
        case CSDL_EVENT_WHEEL: self = .wheel(sdlNotchesX: event.wheelX, y: event.wheelY)
        case CSDL_EVENT_TEXT: self = .text(event.textString)
        case CSDL_EVENT_RESIZED: self = .resize(Size(width: event.windowWidth, height: event.windowHeight))
        case CSDL_EVENT_KEY_DOWN, CSDL_EVENT_KEY_UP:
            guard let key = Key(sdlKeyCode: event.keyCode) else { return nil }
            self = .key(KeyEvent(event.kind == CSDL_EVENT_KEY_DOWN ? .down : .up, key,
                                 modifiers: Modifiers(sdlModifiers: event.modifiers), isRepeat: event.isRepeat != 0))
        default: return nil
        }
    }
}

extension InputEvent {
    /// How far one notch of a mouse wheel scrolls, in points (about a list row).
    static let pointsPerWheelNotch = 40.0

    /// SDL's wheel turn (in notches, positive y away from the user) as a scroll in points,
    /// positive dy towards the user, as `InputEvent.wheel` counts it.
    static func wheel(sdlNotchesX x: Double, y: Double) -> InputEvent {
        .wheel(dx: x * pointsPerWheelNotch, dy: -y * pointsPerWheelNotch)
    }
}

extension Int {
    var pointerButton: PointerButton? {
        switch self {
        case 1: .primary
        case 2: .middle
        case 3: .secondary
        default: nil
        }
    }
}

extension Key {
    /// Maps an SDL_Keycode; nil for keys the app does not use.
    public init?(sdlKeyCode code: Int32) {
        switch code {
        case Int32(SDLK_UP.rawValue): self = .upArrow
        case Int32(SDLK_DOWN.rawValue): self = .downArrow
        case Int32(SDLK_LEFT.rawValue): self = .leftArrow
        case Int32(SDLK_RIGHT.rawValue): self = .rightArrow
        case Int32(SDLK_TAB.rawValue): self = .tab
        case Int32(SDLK_SPACE.rawValue): self = .space
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): self = .return
        case Int32(SDLK_ESCAPE.rawValue): self = .escape
        case Int32(SDLK_BACKSPACE.rawValue): self = .backspace
        case Int32(SDLK_DELETE.rawValue): self = .delete
        case Int32(SDLK_HOME.rawValue): self = .home
        case Int32(SDLK_END.rawValue): self = .end
        case Int32(SDLK_PAGEUP.rawValue): self = .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): self = .pageDown
        case Int32(SDLK_F1.rawValue)...Int32(SDLK_F12.rawValue):
            self = .function(Int(code - Int32(SDLK_F1.rawValue)) + 1)
        case Int32(UInt8(ascii: "0"))...Int32(UInt8(ascii: "9")):
            self = .digit(Int(code) - Int(UInt8(ascii: "0")))
        case Int32(UInt8(ascii: "a"))...Int32(UInt8(ascii: "z")):
            self = .letter(Character(Unicode.Scalar(UInt8(code))))
        default: return nil
        }
    }

    /// The SDL_Keycode for this key, for synthetic events.
    public var sdlKeyCode: Int32? {
        switch self {
        case .upArrow: Int32(SDLK_UP.rawValue)
        case .downArrow: Int32(SDLK_DOWN.rawValue)
        case .leftArrow: Int32(SDLK_LEFT.rawValue)
        case .rightArrow: Int32(SDLK_RIGHT.rawValue)
        case .tab: Int32(SDLK_TAB.rawValue)
        case .space: Int32(SDLK_SPACE.rawValue)
        case .return: Int32(SDLK_RETURN.rawValue)
        case .escape: Int32(SDLK_ESCAPE.rawValue)
        case .backspace: Int32(SDLK_BACKSPACE.rawValue)
        case .delete: Int32(SDLK_DELETE.rawValue)
        case .home: Int32(SDLK_HOME.rawValue)
        case .end: Int32(SDLK_END.rawValue)
        case .pageUp: Int32(SDLK_PAGEUP.rawValue)
        case .pageDown: Int32(SDLK_PAGEDOWN.rawValue)
        case .function(let n) where (1...12).contains(n): Int32(SDLK_F1.rawValue) + Int32(n - 1)
        case .digit(let d) where (0...9).contains(d): Int32(UInt8(ascii: "0")) + Int32(d)
        case .letter(let c):
            c.lowercased().unicodeScalars.first.flatMap { $0.isASCII && $0.properties.isAlphabetic ? Int32($0.value) : nil }
        default: nil
        }
    }
}

extension Modifiers {
    /// Maps SDL_Keymod bits (either side of each modifier).
    public init(sdlModifiers bits: UInt16) {
        self = []
        if bits & UInt16(KMOD_SHIFT.rawValue) != 0 { insert(.shift) }
        if bits & UInt16(KMOD_CTRL.rawValue) != 0 { insert(.control) }
        if bits & UInt16(KMOD_ALT.rawValue) != 0 { insert(.alt) }
        if bits & UInt16(KMOD_GUI.rawValue) != 0 { insert(.command) }
    }
}
