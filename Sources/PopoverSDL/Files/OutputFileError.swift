import Foundation

/// An output that could not be written, and why.
nonisolated public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The system's words for `code` (errno), with a hint for a file-size limit.
    public init(path: String, errno code: Int32) {
        var reason = String(cString: strerror(code))
        if code == EFBIG { reason += " (the file-size limit, `ulimit -f`, was reached)" }
        self.init(path: path, reason: reason)
    }

    public var description: String {
        "cannot write \(TerminalText.escaped(path, longest: TerminalText.longestPath)): \(reason)"
    }
}
