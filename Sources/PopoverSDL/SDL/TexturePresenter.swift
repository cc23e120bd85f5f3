import CSDL2
import PopoverRender

/// Shows frames through an SDL renderer's streaming texture, for windows whose window surface
/// cannot hold their pixels: SDL 2's Wayland driver makes the window surface in window units
/// (a 390 × 844 surface for a window of 780 × 1688 pixels at scale 2), which the compositor then
/// stretches. The texture has the window's pixels, so each pixel of the frame is one on screen.
/// Only the rectangles that changed are uploaded; the renderer draws the whole texture, as a
/// swapped back buffer holds nothing.
@MainActor
final class TexturePresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    init(window: OpaquePointer) throws {
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else { throw SDLError("SDL_CreateRenderer") }
        self.renderer = renderer
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
    }

    /// Uploads `rects` of `frame` (all of it when the texture is new) and shows the frame.
    func present(_ frame: PixelBuffer, rects: [PixelRect]) {
        var rects = rects
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, csdl_format_xrgb8888(), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(frame.width), Int32(frame.height))
            textureSize = (frame.width, frame.height)
            rects = [frame.bounds]
        }
        guard let texture else { return }
        frame.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for rect in rects where !rect.isEmpty {
                var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
                SDL_UpdateTexture(texture, &area, base + (rect.minY * frame.width + rect.minX) * 4, Int32(frame.width * 4))
            }
        }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
