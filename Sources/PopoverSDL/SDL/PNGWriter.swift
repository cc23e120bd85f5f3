import CSDL2
import PopoverRender
import Foundation

/// Writes frames as PNG files with SDL_image, never leaving a half-written file behind.
public enum PNGWriter {
    /// Writes `frame` to `path` through `OutputFile`: encoded in memory first (SDL_image does not
    /// report failed writes), then written with every write and the close checked, under a
    /// temporary name renamed into place once complete.
    /// - Throws: `OutputFileError` when the file cannot be written, `SDLError` when encoding fails.
    public static func write(_ frame: PixelBuffer, to path: String) throws {
        try OutputFile.write(try encode(frame, name: path), to: path)
    }

    /// The PNG file's bytes for `frame`; `name` is what errors mention.
    public static func encode(_ frame: PixelBuffer, name: String = "PNG") throws -> [UInt8] {
        guard frame.width > 0, frame.height > 0 else {
            throw SDLError("writing \(name)", message: "the frame is empty (\(frame.width)x\(frame.height))")
        }
        // An upper bound of the encoded size: every row's filter byte and pixels stored
        // uncompressed, plus 1% and 64 KiB for zlib's block and PNG's chunk overheads.
        let raw = frame.height * (1 + frame.width * 4)
        let capacity = raw + raw / 100 + 65536
        guard capacity <= Int(Int32.max) else {
            throw SDLError("writing \(name)", message: "the frame is too large for a PNG (\(frame.width)x\(frame.height))")
        }
        var encoded = [UInt8](repeating: 0, count: capacity)
        var pixels = frame.pixels
        let length: Int = pixels.withUnsafeMutableBytes { bytes in
            encoded.withUnsafeMutableBytes { output -> Int in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(frame.width), Int32(frame.height), 32,
                    Int32(frame.width * 4), csdl_format_xrgb8888()) else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let stream = SDL_RWFromMem(output.baseAddress, Int32(capacity)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
        }
        guard length > 0 else { throw SDLError("writing \(name)") }
        guard length < capacity else {
            throw SDLError("writing \(name)", message: "the encoded image outgrew its buffer of \(capacity) bytes")
        }
        encoded.removeSubrange(length...)
        return encoded
    }
}
