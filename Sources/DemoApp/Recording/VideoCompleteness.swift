import Foundation

/// Whether a file ffmpeg says it finished is a whole file of its format, read from its
/// structure: ffmpeg's exit status and silence prove nothing about what reached the disk, and a
/// program answering to the name `ffmpeg` may write anything.
///
/// - mp4: top-level boxes that tile the file exactly, among them `ftyp`, `moov` and `mdat`;
/// - webm: an EBML header, then a Segment;
/// - GIF: a `GIF87a`/`GIF89a` header, at least one image, and the trailer byte last.
nonisolated enum VideoCompleteness {
    /// Why the file at `path` is not a complete `format` file, or nil when it is.
    static func problem(at path: String, format: VideoFormat) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "it cannot be read" }
        let bytes = [UInt8](data)
        switch format {
        case .mp4: return mp4Problem(bytes)
        case .webm: return webmProblem(bytes)
        case .gif: return gifProblem(bytes)
        case .pngSequence: return nil
        }
    }

    static func mp4Problem(_ bytes: [UInt8]) -> String? {
        var offset = 0
        var boxes: Set<String> = []
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return "it ends inside a box header (\(bytes.count) bytes)" }
            var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if size == 1 {
                guard offset + 16 <= bytes.count else { return "it ends inside a box header" }
                size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
            } else if size == 0 {
                size = bytes.count - offset
            }
            guard size >= 8, offset + size <= bytes.count else { return "its \(type) box runs past the end" }
            boxes.insert(type)
            offset += size
        }
        let missing = ["ftyp", "moov", "mdat"].filter { !boxes.contains($0) }
        return missing.isEmpty ? nil : "it has no \(missing.joined(separator: ", ")) box"
    }

    static func webmProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) else { return "it does not start with an EBML header" }
        let segment: [UInt8] = [0x18, 0x53, 0x80, 0x67]
        let window = bytes.prefix(4096)
        guard window.count >= 4, (0...(window.count - 4)).contains(where: { Array(window[$0..<$0 + 4]) == segment }) else {
            return "it has no Segment"
        }
        return bytes.count > 64 ? nil : "it is only \(bytes.count) bytes"
    }

    static func gifProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else {
            return "it does not start with a GIF header"
        }
        guard bytes.count > 13, bytes.contains(0x2C) else { return "it holds no image" }
        return bytes.last == 0x3B ? nil : "it has no GIF trailer"
    }
}
