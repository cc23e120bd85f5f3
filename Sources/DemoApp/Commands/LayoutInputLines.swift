import Foundation

extension LayoutCommand {
    /// A descriptor's lines (standard input's by default), read with read(2) so that a read
    /// error can be told apart from the end of input (`readLine` returns nil for both). A
    /// trailing carriage return is dropped. Each byte is searched for a line end once, however
    /// many reads a long line takes, so reading is linear in the input's length.
    final class StandardInputLines: @MainActor Sequence, @MainActor IteratorProtocol {
        private let descriptor: Int32
        private var buffer: [UInt8] = []
        private var start = 0
        /// Where the search for the next line end resumes: the bytes from `start` up to here
        /// hold none.
        private var searched = 0
        private var atEnd = false
        /// Set once reading failed; the lines read before the failure were still returned.
        private(set) var failed = false
        /// How many bytes have been searched for line ends in all: the input's length, no more.
        private(set) var searchedBytes = 0

        init(descriptor: Int32 = STDIN_FILENO) {
            self.descriptor = descriptor
        }

        func next() -> String? {
            while true {
                let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n"))
                searchedBytes += (newline.map { $0 + 1 } ?? buffer.count) - searched
                if let newline {
                    defer {
                        start = newline + 1
                        searched = start
                    }
                    return line(buffer[start..<newline])
                }
                searched = buffer.count
                if atEnd {
                    guard start < buffer.count else { return nil }
                    defer { start = buffer.count }
                    return line(buffer[start...])
                }
                fill()
            }
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
                failed = count < 0
                atEnd = true
            }
        }

        private func line(_ bytes: ArraySlice<UInt8>) -> String {
            let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
            return String(decoding: trimmed, as: UTF8.self)
        }
    }
}
