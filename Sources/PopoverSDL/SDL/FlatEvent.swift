import CSDL2

/// One SDL event as the shim flattened it, copied into Swift values.
public struct FlatEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case quit, pointerDown, pointerUp, pointerMove, wheel, keyDown, keyUp, text, resized, exposed, other
        /// A touch, at a fraction of the window's width and height (`TouchPointer` turns it into points).
        case fingerDown, fingerUp, fingerMove
    }

    public var kind: Kind
    /// Pointer position, in points.
    public var x: Double
    public var y: Double
    /// 1 left, 2 middle, 3 right; for moves, 1 while the left button is held.
    public var button: Int
    public var keyCode: Int32
    public var modifiers: UInt16
    public var isRepeat: Bool
    public var text: String
    public var wheelX: Double
    public var wheelY: Double
    /// New window size, in points.
    public var windowWidth: Double
    public var windowHeight: Double
    /// Which finger a finger event is about.
    public var fingerID: Int64
    /// Milliseconds since SDL started.
    public var timestamp: UInt32

    init(_ event: CSDLEvent) {
        kind = switch event.kind {
        case CSDL_EVENT_QUIT: .quit
        case CSDL_EVENT_POINTER_DOWN: .pointerDown
        case CSDL_EVENT_POINTER_UP: .pointerUp
        case CSDL_EVENT_POINTER_MOVE: .pointerMove
        case CSDL_EVENT_WHEEL: .wheel
        case CSDL_EVENT_KEY_DOWN: .keyDown
        case CSDL_EVENT_KEY_UP: .keyUp
        case CSDL_EVENT_TEXT: .text
        case CSDL_EVENT_RESIZED: .resized
        case CSDL_EVENT_EXPOSED: .exposed
        case CSDL_EVENT_FINGER_DOWN: .fingerDown
        case CSDL_EVENT_FINGER_UP: .fingerUp
        case CSDL_EVENT_FINGER_MOVE: .fingerMove
        default: .other
        }
        x = event.x
        y = event.y
        button = Int(event.button)
        keyCode = event.keyCode
        modifiers = event.modifiers
        isRepeat = event.isRepeat != 0
        var textBytes = event.text
        text = withUnsafeBytes(of: &textBytes) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        wheelX = event.wheelX
        wheelY = event.wheelY
        windowWidth = event.windowWidth
        windowHeight = event.windowHeight
        fingerID = event.fingerID
        timestamp = event.timestamp
    }

    /// Drains SDL's queue, converting window units to points by dividing by `windowUnitsPerPoint`.
    public static func pollAll(windowUnitsPerPoint: Double) -> [FlatEvent] {
        var events: [FlatEvent] = []
        var event = CSDLEvent()
        while csdl_poll_event(&event, windowUnitsPerPoint) != 0 {
            events.append(FlatEvent(event))
        }
        return events
    }

    /// Waits up to `timeoutMs` for one event.
    public static func wait(windowUnitsPerPoint: Double, timeoutMs: Int32) -> FlatEvent? {
        var event = CSDLEvent()
        guard csdl_wait_event(&event, windowUnitsPerPoint, timeoutMs) != 0 else { return nil }
        return FlatEvent(event)
    }
}
