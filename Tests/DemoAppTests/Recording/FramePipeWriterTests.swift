import Foundation
import Testing
@testable import DemoApp

/// The pipe writer sends frames in order, each as it was when queued, while the caller goes on
/// drawing into its own buffer.
@Suite struct FramePipeWriterTests {
    /// Reads `handle` to its end on a thread of its own (blocking reads must stay off the
    /// concurrency pool, which the writing side may be blocking), after `delay` seconds.
    final class Reader: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ handle: FileHandle, after delay: Double = 0) {
            Thread {
                Thread.sleep(forTimeInterval: delay)
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }.start()
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    @Test func framesArriveInOrderAsTheyWereWhenQueued() throws {
        let pipe = Pipe()
        let writer = FramePipeWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor, capacity: 2)
        let reader = Reader(pipe.fileHandleForReading)
        let pixelsPerFrame = 50_000 // larger than a pipe's buffer, so the writer really waits
        var canvas = [UInt32](repeating: 0, count: pixelsPerFrame)
        for frame in 0..<12 {
            for index in canvas.indices { canvas[index] = UInt32(frame << 20 | index) }
            #expect(writer.enqueue(canvas) == nil)
            // Drawing the next frame at once must not change what was queued.
            canvas[0] = 0xDEAD_BEEF
        }
        #expect(writer.close() == nil)
        try pipe.fileHandleForWriting.close()
        let bytes = reader.wait()
        #expect(bytes.count == 12 * pixelsPerFrame * 4)
        let received = bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        var wrong = 0
        for frame in 0..<12 {
            for index in 0..<pixelsPerFrame where received[frame * pixelsPerFrame + index] != UInt32(frame << 20 | index) {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    /// Spliced pages stay in the pipe until read: a buffer reused too early would change frames
    /// the reader has not read yet. Small frames (many fit in the pipe) and a late reader test it.
    @Test func smallFramesSurviveALateReader() throws {
        let pipe = Pipe()
        let writer = FramePipeWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor, capacity: 2)
        let reader = Reader(pipe.fileHandleForReading, after: 0.3)
        let pixelsPerFrame = 1_000, frames = 300 // 4 kB frames: the 64 kB pipe holds 16
        var canvas = [UInt32](repeating: 0, count: pixelsPerFrame)
        for frame in 0..<frames {
            for index in canvas.indices { canvas[index] = UInt32(frame << 16 | index) }
            #expect(writer.enqueue(canvas) == nil)
        }
        #expect(writer.close() == nil)
        try pipe.fileHandleForWriting.close()
        let bytes = reader.wait()
        let received = bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        #expect(received.count == frames * pixelsPerFrame)
        let wrongFrames = (0..<frames).filter { frame in
            (0..<pixelsPerFrame).contains { received.count > frame * pixelsPerFrame + $0
                && received[frame * pixelsPerFrame + $0] != UInt32(frame << 16 | $0) }
        }
        #expect(wrongFrames.isEmpty)
    }

    @Test func aClosedReaderStopsTheWriterWithEPIPE() throws {
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        let writer = FramePipeWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor, capacity: 1)
        try pipe.fileHandleForReading.close()
        let frame = [UInt32](repeating: 7, count: 100_000)
        var error: Int32?
        for _ in 0..<10 where error == nil { error = writer.enqueue(frame) }
        #expect(error == EPIPE)
        #expect(writer.close() == EPIPE)
        try pipe.fileHandleForWriting.close()
    }
}
