import CSDL2
import PopoverRender

/// Reads image files (PNG, and whatever else SDL_image decodes) into frames, so pictures made
/// elsewhere can be measured with the same code as the demo's own.
public enum PNGReader {
    /// The picture at `path` as opaque XRGB pixels (any alpha is dropped).
    /// - Throws: `SDLError` naming the file when it cannot be read or decoded.
    public static func read(_ path: String) throws -> PixelBuffer {
        guard let loaded = IMG_Load(path) else { throw SDLError("reading \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, csdl_format_xrgb8888(), 0) else {
            throw SDLError("converting \(path)")
        }
        defer { SDL_FreeSurface(surface) }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var frame = PixelBuffer(width: width, height: height)
        guard let base = surface.pointee.pixels else { throw SDLError("reading \(path)", message: "no pixels") }
        for y in 0..<height {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { frame[x, y] = row[x] & 0x00FF_FFFF }
        }
        return frame
    }
}
