import Foundation
import Testing
@testable import DemoApp

/// The pipe writer sends frames in order, each as it was when queued, while the caller goes on
/// drawing into its own buffer.
@Suite struct FramePipeWriterTests {
    @Test func framesArriveInOrderAsTheyWereWhenQueued() async throws {
        let pipe = Pipe()
        let writer = FramePipeWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor, capacity: 2)
        let reader = Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }
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
        let bytes = await reader.value
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
