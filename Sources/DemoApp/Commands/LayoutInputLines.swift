import Foundation

extension LayoutCommand {
    /// One line of input: its text, or why it cannot be read as text.
    enum InputLine: Equatable {
        case text(String)
        /// Not valid UTF-8, or longer than a line may be; answered with an error line.
        case unreadable(String)
    }

    /// The most bytes a line may hold: 64 MiB. A longer one is skipped to its end and answered
    /// with an error line, so no input can take unbounded memory.
    static let maximumLineBytes = 64 << 20

    /// A descriptor's lines (standard input's by default), read with read(2) so that a read
    /// error can be told apart from the end of input (`readLine` returns nil for both). A
    /// trailing carriage return is dropped, and a UTF-8 byte-order mark at the very start. Each
    /// byte is searched for a line end once, however many reads a long line takes, so reading
    /// is linear in the input's length; at most `maximumLineBytes` of a line are kept.
    final class StandardInputLines: @MainActor Sequence, @MainActor IteratorProtocol {
        private let descriptor: Int32
        private let maximumLineBytes: Int
        private var buffer: [UInt8] = []
        private var start = 0
        /// Where the search for the next line end resumes: the bytes from `start` up to here
        /// hold none.
        private var searched = 0
        private var atEnd = false
        /// Whether no line has been returned yet: the byte-order mark may only start the first.
        private var isFirstLine = true
        /// The current line passed the limit: its bytes are dropped up to its end.
        private var isSkipping = false
        /// Why reading failed (strerror's words), once it has; the lines read before were still
        /// returned.
        private(set) var failure: String?
        var failed: Bool { failure != nil }
        /// How many bytes have been searched for line ends in all: the input's length, no more.
        private(set) var searchedBytes = 0

        init(descriptor: Int32 = STDIN_FILENO, maximumLineBytes: Int = LayoutCommand.maximumLineBytes) {
            self.descriptor = descriptor
            self.maximumLineBytes = maximumLineBytes
        }

        func next() -> InputLine? {
            while true {
                let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n"))
                searchedBytes += (newline.map { $0 + 1 } ?? buffer.count) - searched
                if let newline {
                    defer {
                        start = newline + 1
                        searched = start
                        isSkipping = false
                    }
                    return isSkipping || newline - start > maximumLineBytes ? tooLong : line(buffer[start..<newline])
                }
                searched = buffer.count
                if buffer.count - start > maximumLineBytes {
                    isSkipping = true
                    start = buffer.count
                }
                if atEnd {
                    guard start < buffer.count || isSkipping else { return nil }
                    defer {
                        start = buffer.count
                        isSkipping = false
                    }
                    return isSkipping || buffer.count - start > maximumLineBytes ? tooLong : line(buffer[start...])
                }
                fill()
            }
        }

        private var tooLong: InputLine {
            isFirstLine = false
            let most = maximumLineBytes % (1 << 20) == 0 ? "\(maximumLineBytes >> 20) MiB" : "\(maximumLineBytes) bytes"
            return .unreadable("longer than \(most), the most a line may hold")
        }

        private func fill() {
            buffer.removeFirst(start)
            searched -= start
            start = 0
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                if count < 0 { failure = String(cString: strerror(errno)) }
                atEnd = true
            }
        }

        private func line(_ bytes: ArraySlice<UInt8>) -> InputLine {
            var trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
            if isFirstLine, trimmed.starts(with: [0xEF, 0xBB, 0xBF]) { trimmed = trimmed.dropFirst(3) }
            isFirstLine = false
            guard let text = String(validating: trimmed, as: UTF8.self) else { return .unreadable("not valid UTF-8") }
            return .text(text)
        }
    }
}
