import Foundation

/// Reads a scenario file's text, with reasons a person can act on: a directory, a file too
/// large to be a script (`/dev/zero` never ends), or bytes that are not UTF-8 (named by line
/// and column). A leading byte order mark is dropped.
nonisolated enum ScenarioFile {
    /// - Throws: `ScenarioLibraryError.unreadable`, or `ScenarioError` at the first byte that is
    ///   not UTF-8.
    static func text(atPath path: String) throws -> String {
        let bytes = try read(path)
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw invalidUTF8(bytes, file: path)
        }
        // Some editors start UTF-8 files with a byte order mark; it is not part of the script.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text
    }

    private static func read(_ path: String) throws -> [UInt8] {
        let limit = InputLimits.maximumScenarioBytes
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw unreadable(path, "it is a directory, not a scenario file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, String(cString: strerror(errno)))
            }
            bytes += chunk[..<count]
        }
        throw unreadable(path, "it is larger than \(limit / 1024) KiB, the most a scenario may hold")
    }

    private static func unreadable(_ path: String, _ reason: String) -> ScenarioLibraryError {
        .unreadable(path: path, reason: reason)
    }

    /// The error for the first byte sequence in `bytes` that is not UTF-8, at its line and column.
    private static func invalidUTF8(_ bytes: [UInt8], file: String) -> ScenarioError {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
        let lines = ScenarioLines.split(prefix)
        let bad = bytes[min(offset, bytes.count - 1)]
        return ScenarioError(file: file, line: lines.count, column: (lines.last?.count ?? 0) + 1,
                             expected: "UTF-8 text", found: String(format: "the byte 0x%02X", bad))
    }
}
