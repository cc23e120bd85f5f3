import CSDL2

/// SDL's event queue, read through the C shim, which flattens SDL's event union into one plain
/// struct (`CSDLEvent`) with positions already in points. `InputEvent(sdl:)` and `TouchPointer`
/// turn those straight into PopoverKit input; nothing else keeps them.
enum SDLEventQueue {
    /// Drains the queue, converting window units to points by dividing by `windowUnitsPerPoint`.
    static func poll(windowUnitsPerPoint: Double) -> [CSDLEvent] {
        var events: [CSDLEvent] = []
        var event = CSDLEvent()
        while csdl_poll_event(&event, windowUnitsPerPoint) != 0 {
            events.append(event)
        }
        return events
    }

    /// Waits up to `timeoutMs` (forever when negative) for one event, then drains the rest.
    static func wait(windowUnitsPerPoint: Double, timeoutMs: Int32) -> [CSDLEvent] {
        var event = CSDLEvent()
        guard csdl_wait_event(&event, windowUnitsPerPoint, timeoutMs) != 0 else { return [] }
        return [event] + poll(windowUnitsPerPoint: windowUnitsPerPoint)
    }
}

extension CSDLEvent {
    /// The UTF-8 text of a text-input event.
    var textString: String {
        var bytes = text
        return withUnsafeBytes(of: &bytes) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}
