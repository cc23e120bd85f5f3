import CLinux
import Foundation

/// Writes frames to a file descriptor on its own thread, so the caller renders the next frame
/// while ffmpeg takes in the previous one.
///
/// At most `capacity` frames wait beside the one being written; `enqueue` blocks beyond that.
/// Frames are copied into buffers the writer reuses, so the caller may draw the next frame into
/// its own buffer at once, without a fresh allocation (and its page faults) every frame; into a
/// pipe those buffers are spliced (vmsplice), so the kernel does not copy them again.
/// The first write error (EPIPE when ffmpeg has died) stops the thread and is reported by every
/// later call.
nonisolated final class FramePipeWriter: @unchecked Sendable {
    // All mutable state is guarded by `condition`.
    private let condition = NSCondition()
    private var pending: [[UInt32]] = []
    /// Buffers written and free for the next frames.
    private var spare: [[UInt32]] = []
    /// Frames taken for copying, waiting, or being written.
    private var inFlight = 0
    private var isClosing = false
    private var isDone = false
    private var failure: Int32?
    private let descriptor: Int32
    private let capacity: Int

    init(descriptor: Int32, capacity: Int = 2) {
        self.descriptor = descriptor
        self.capacity = capacity
        pipeCapacity = Int(max(0, fcntl(descriptor, Self.getPipeSize)))
        splices = pipeCapacity > 0
        let thread = Thread { [self] in run() }
        thread.name = "frame-pipe-writer"
        thread.start()
    }

    /// Queues a copy of `pixels` for writing; returns the errno that stopped the writer, if it
    /// has stopped.
    func enqueue(_ pixels: [UInt32]) -> Int32? {
        condition.lock()
        // One frame is being written and `capacity` wait beside it.
        while inFlight > capacity && !isDone { condition.wait() }
        if isDone {
            defer { condition.unlock() }
            return failure ?? EPIPE
        }
        inFlight += 1
        var copy = spare.popLast() ?? []
        condition.unlock()

        copy.removeAll(keepingCapacity: true)
        copy.append(contentsOf: pixels)

        condition.lock()
        defer { condition.unlock() }
        if isDone {
            inFlight -= 1
            return failure ?? EPIPE
        }
        pending.append(copy)
        condition.broadcast()
        return nil
    }

    /// Waits until every queued frame is written (or `discardPending` drops them) and the
    /// thread has ended; returns the errno that stopped it early, if any.
    func close(discardPending: Bool = false) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        isClosing = true
        if discardPending {
            inFlight -= pending.count
            pending.removeAll()
        }
        condition.broadcast()
        while !isDone { condition.wait() }
        return failure
    }

    private func run() {
        while var frame = nextFrame() {
            let error = write(frame)
            let bytes = frame.count * MemoryLayout<UInt32>.size
            for index in unread.indices { unread[index].bytesAfter += bytes }
            unread.append((frame, 0))
            frame = []
            condition.lock()
            inFlight -= 1
            // Let go of buffers before anyone can reuse them, or their first write would copy them.
            while let first = unread.first, first.bytesAfter >= pipeCapacity {
                spare.append(unread.removeFirst().buffer)
            }
            if let error {
                failure = error
                inFlight -= pending.count
                pending.removeAll()
                isDone = true
            }
            condition.broadcast()
            condition.unlock()
            if error != nil { return }
        }
    }

    /// The next queued frame, or nil once closing with nothing left (marking the thread done).
    private func nextFrame() -> [UInt32]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && !isClosing { condition.wait() }
        guard !pending.isEmpty else {
            isDone = true
            condition.broadcast()
            return nil
        }
        let frame = pending.removeFirst()
        condition.broadcast()
        return frame
    }

    /// Frames spliced lately, with the bytes queued after each. Their pages stay in the pipe until
    /// ffmpeg reads them, so a buffer is neither reused nor freed until a pipe's worth of bytes
    /// has been queued after it (the pipe cannot hold more, so ffmpeg has read it), or the
    /// writer itself goes, after ffmpeg has exited. Only the writer's thread touches them.
    private var unread: [(buffer: [UInt32], bytesAfter: Int)] = []
    /// The most bytes the pipe holds (0 for anything else, where writes copy).
    private let pipeCapacity: Int
    /// Whether frames are spliced (a pipe) or written (anything else).
    private var splices: Bool
    /// Linux's F_GETPIPE_SZ, which Glibc's Swift overlay does not export.
    static let getPipeSize: Int32 = 1032

    /// Queues all of `pixels`, retrying after signals; returns errno on failure.
    ///
    /// Into a pipe the pages are spliced rather than copied, saving one copy of every frame.
    private func write(_ pixels: [UInt32]) -> Int32? {
        pixels.withUnsafeBytes { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let count = bytes.count - offset
                let written = splices ? linux_vmsplice(descriptor, base + offset, UInt(count))
                                      : Foundation.write(descriptor, base + offset, count)
                if written < 0 {
                    if errno == EINTR { continue }
                    if splices, errno == EINVAL || errno == ENOSYS {
                        splices = false
                        continue
                    }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
