import PopoverKit
import PopoverRender
import TestSupport
@testable import PopoverSDL

/// Renders display lists, text included, through the headless backend for pixel tests.
@MainActor
struct HeadlessFrames {
    let runtime: SDLRuntime

    init() throws {
        runtime = try SharedSDL.headless()
    }

    func render(_ list: DisplayList, size: Size, scale: Double = 2) -> PixelBuffer {
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: scale)
        backend.draw(list)
        return backend.frame
    }
}
