import Foundation

extension LayoutCommand {
    /// Standard input's lines, read with read(2) so that a read error can be told apart from the
    /// end of input (`readLine` returns nil for both). A trailing carriage return is dropped.
    final class StandardInputLines: @MainActor Sequence, @MainActor IteratorProtocol {
        private var buffer: [UInt8] = []
        private var start = 0
        private var atEnd = false
        /// Set once reading failed; the lines read before the failure were still returned.
        private(set) var failed = false

        func next() -> String? {
            while true {
                if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    defer { start = newline + 1 }
                    return line(buffer[start..<newline])
                }
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
            start = 0
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
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
