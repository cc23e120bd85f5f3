import Foundation
import Testing
import TestSupport
@testable import DemoApp

/// Serialized, and on the main actor: these tests send real signals, whose handlers are
/// process-wide, and SDL (used by other tests, all on the main actor) installs handlers too, so
/// nothing else may install or remove one while they run.
@MainActor
@Suite(.serialized) struct RecordingLoopTests {
    /// Sends `signal` to this process, as Ctrl-C or `kill` would, and waits until `interrupt`
    /// has seen it. (Test threads block signals, so the kernel hands it to another thread.)
    static func send(_ signal: Int32, to interrupt: RecordingInterrupt) {
        kill(getpid(), signal)
        let deadline = Date().addingTimeInterval(5)
        while !interrupt.isRequested && Date() < deadline { usleep(1000) }
    }

    @Test func interruptionFinishesAPlayableFileOfTheFramesSoFar() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/clip.mp4", width: 160, height: 120, fps: 30)
        let interrupt = RecordingInterrupt()
        defer { interrupt.uninstall() }
        // Frame 10 is rendered while Ctrl-C arrives: it is kept, and frame 11 never starts.
        let result = try RecordingLoop.run(frameCount: 90, encoder: encoder, interrupt: interrupt) { index in
            if index == 10 { Self.send(SIGINT, to: interrupt) }
            return RecordingTestSupport.frame(index)
        }
        #expect(interrupt.signal == SIGINT)
        #expect(result == RecordingResult(url: URL(fileURLWithPath: directory + "/clip.mp4"), frameCount: 11,
                                          wasInterrupted: true))
        let probe = try RecordingTestSupport.probe(directory + "/clip.mp4")
        #expect(probe.width == 160 && probe.height == 120 && probe.frames == 11)
    }

    @Test func sigtermIsCaughtAndUninstallRestoresThePreviousHandler() throws {
        // Whatever was there before (SDL installs its own once initialised by another test).
        func currentHandler() -> Int {
            var action = sigaction()
            sigaction(SIGTERM, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        }
        let before = currentHandler()
        let interrupt = RecordingInterrupt()
        #expect(!interrupt.isRequested && interrupt.signal == nil)
        #expect(currentHandler() != before)
        Self.send(SIGTERM, to: interrupt)
        #expect(interrupt.isRequested && interrupt.signal == SIGTERM)
        interrupt.uninstall()
        #expect(currentHandler() == before)
        // A new recording starts with no request pending.
        let next = RecordingInterrupt()
        defer { next.uninstall() }
        #expect(!next.isRequested)
    }

    @Test func aRenderErrorAbortsAndLeavesNoFile() throws {
        struct RenderFailure: Error {}
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let encoder = try VideoEncoder(outputPath: directory + "/clip.webm", width: 64, height: 48, fps: 30)
        #expect(throws: RenderFailure.self) {
            try RecordingLoop.run(frameCount: 30, encoder: encoder) { index in
                if index == 5 { throw RenderFailure() }
                return RecordingTestSupport.frame(index, width: 64, height: 48)
            }
        }
        #expect(RecordingTestSupport.files(in: directory).isEmpty)
    }

    @Test func completeRunReportsEveryFrame() throws {
        let directory = try ScratchFolder.make("recording-test")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var lines = ""
        let progress = RecordingProgress(totalFrames: 4, fps: 30, isInteractive: false, write: { lines += $0 })
        let encoder = try VideoEncoder(outputPath: directory + "/", width: 32, height: 32, fps: 30)
        let result = try RecordingLoop.run(frameCount: 4, encoder: encoder, progress: progress) { index in
            RecordingTestSupport.frame(index, width: 32, height: 32)
        }
        #expect(result.frameCount == 4 && !result.wasInterrupted)
        #expect(RecordingTestSupport.files(in: directory).count == 4)
        #expect(lines.hasPrefix("recorded 4 frames (0.1 s at 30 fps) to \(directory) in "))
    }
}
