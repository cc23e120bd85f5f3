import Foundation

/// Writes frames to a file descriptor on its own thread, so the caller renders the next frame
/// while ffmpeg takes in the previous one.
///
/// At most `capacity` frames wait beside the one being written; `enqueue` blocks beyond that.
/// Frames are copied into buffers the writer reuses, so the caller may draw the next frame into
/// its own buffer at once, without a fresh allocation (and its page faults) every frame.
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
            condition.lock()
            inFlight -= 1
            spare.append(frame)
            // Let go of it before anyone can reuse it, or their first write would copy it.
            frame = []
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

    /// Writes all of `pixels`, retrying after signals; returns errno on failure.
    private func write(_ pixels: [UInt32]) -> Int32? {
        pixels.withUnsafeBytes { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
