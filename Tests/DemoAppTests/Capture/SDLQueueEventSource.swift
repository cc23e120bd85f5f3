import CSDL2
import CSDLEventPush
import PopoverKit
import PopoverSDL
@testable import DemoApp

/// A window's input on a fake clock: at each scripted time the script pushes its events into
/// SDL's queue, and the wait returns what it holds, read as a window reads its own, for the
/// surface's size. The last scripted push should be a quit, which ends the loop.
@MainActor
final class SDLQueueEventSource: WindowEventSource {
    private(set) var now = 0.0
    private var script: [(time: Double, push: () -> Void)]
    let surface: any DrawingSurface
    private let queue = SDLQueueInput()

    init(surface: any DrawingSurface, script: [(time: Double, push: () -> Void)]) {
        self.surface = surface
        self.script = script.sorted { $0.time < $1.time }
        _ = queue.poll(in: surface.pointSize)
    }

    func events(waitingUntil deadline: Double?) -> [InputEvent] {
        if let next = script.first, next.time <= (deadline ?? .infinity) {
            now = max(now, next.time)
            script.removeFirst()
            next.push()
            return queue.poll(in: surface.pointSize)
        }
        if let deadline { now = max(now, deadline) }
        return []
    }

    static func press(_ point: Point) -> () -> Void {
        { _ = csdl_push_pointer_button(1, Int32(point.x), Int32(point.y), 1) }
    }

    static func move(_ point: Point) -> () -> Void {
        { _ = csdl_push_pointer_move(Int32(point.x), Int32(point.y)) }
    }

    static func key(_ key: Key, down: Bool) -> () -> Void {
        { _ = csdl_push_key(down ? 1 : 0, key.sdlKeyCode!, 0) }
    }

    static let quit: () -> Void = { _ = csdl_push_quit() }
}
