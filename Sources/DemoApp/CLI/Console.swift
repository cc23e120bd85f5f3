import Foundation
import PopoverSDL

/// Writes to standard output and standard error. Every write is checked: a failed write to
/// standard output (a full disk, `> /dev/full`) is remembered, and `DemoMain` reports it and
/// exits 1 instead of claiming success.
public enum Console {
    /// Why writing to standard output failed (strerror's words), or nil while it has not.
    public internal(set) static var outputFailure: String?

    public static func out(_ line: String) {
        guard outputFailure == nil else { return }
        do {
            try write(line + "\n", to: STDOUT_FILENO)
        } catch {
            outputFailure = error.reason
        }
    }

    /// Standard error is where failures are reported; if that fails too, nothing is left to tell.
    /// Control characters other than the message's own line breaks are escaped
    /// (`TerminalText`), whatever part of the message they came from.
    public static func error(_ line: String) {
        let shown = line.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.escaped($0, longest: .max) }.joined(separator: "\n")
        try? write(shown + "\n", to: STDERR_FILENO)
    }

    public static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// A write that did not complete, with strerror's words for why.
    public struct WriteFailure: Error {
        public var reason: String
    }

    /// Writes all of `text` to `descriptor`, retrying after interruptions and short writes.
    static func write(_ text: String, to descriptor: Int32) throws(WriteFailure) {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw WriteFailure(reason: String(cString: strerror(failure))) }
    }
}
