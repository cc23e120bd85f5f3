import CSDL2
import Foundation

/// Writes frames as PNG files with SDL_image, never leaving a half-written file behind.
public enum PNGWriter {
    /// Writes `frame` to `path` via a temporary file renamed into place once complete.
    public static func write(_ frame: PixelBuffer, to path: String) throws {
        guard frame.width > 0, frame.height > 0 else {
            throw SDLError("writing \(path)", message: "the frame is empty (\(frame.width)x\(frame.height))")
        }
        let temporary = path + ".partial"
        var pixels = frame.pixels
        let result: Int32 = pixels.withUnsafeMutableBytes { bytes in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(frame.width), Int32(frame.height), 32,
                Int32(frame.width * 4), csdl_format_xrgb8888()) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, temporary)
        }
        guard result == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SDLError("writing \(path)")
        }
        if FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
        }
        do {
            try FileManager.default.moveItem(atPath: temporary, toPath: path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SDLError("writing \(path)", message: "\(error.localizedDescription)")
        }
    }
}
