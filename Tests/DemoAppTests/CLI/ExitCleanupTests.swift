import Foundation
import PopoverSDL
import Synchronization
import Testing
@testable import DemoApp

/// A crash handler runs `ExitCleanup.discardAll()` while the process's other threads keep
/// running (a recorder's writer goes on committing frames, for seconds while Swift's backtrace
/// is printed): nothing they create may outlive the discard.
///
/// `discardAll` ends clean-up for the whole process and removes every temporary it tracks, so
/// each race is played in a process of its own: this test binary again, running only
/// `ExitCleanupRace.play` (skipped in every other run), which then exits with `playedStatus`.
@Suite struct ExitCleanupTests {
    /// A frame begun after the discard (its temporary file, its rename) is never written: the
    /// writer is held, and the folder keeps nothing.
    @Test func aFrameBegunAfterTheDiscardIsNeverWritten() throws {
        let played = try ExitCleanupRace.run(.frameBegunAfterTheDiscard)
        #expect(played.status == ExitCleanupRace.playedStatus, "\(played.log)")
        #expect(played.files == [], "\(played.log)")
    }

    /// A registration under way when the discard begins (a file created, not yet registered) is
    /// waited for, so the file is removed, and the folder it was in with it.
    @Test func aRegistrationUnderWayIsWaitedFor() throws {
        let played = try ExitCleanupRace.run(.registrationUnderWay)
        #expect(played.status == ExitCleanupRace.playedStatus, "\(played.log)")
        #expect(played.files == nil, "the folder is left, holding \(played.files ?? []): \(played.log)")
    }

    /// The signals that end the process wait on a registering thread until the registration is
    /// complete, and are let through after it. A signal is delivered as a system call returns:
    /// once, a crash signal arrived during the `open` creating a frame's temporary file, and its
    /// handler, run on that thread before the file was registered, left the file behind.
    @Test func theEndingSignalsWaitForARegistration() {
        func blocked() -> Set<Int32> {
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            return Set((TerminationSignals.stopping + TerminationSignals.crashing).filter { sigismember(&mask, $0) == 1 })
        }
        let outside = blocked()
        let inside = ExitCleanup.registering { blocked() }
        #expect(inside == Set(TerminationSignals.stopping + TerminationSignals.crashing))
        #expect(blocked() == outside)
    }
}

/// One race between a discard and a writer thread, played in a child process.
@Suite struct ExitCleanupRace {
    enum Case: String {
        case frameBegunAfterTheDiscard, registrationUnderWay
    }

    static let caseVariable = "EXIT_CLEANUP_RACE_CASE"
    static let folderVariable = "EXIT_CLEANUP_RACE_FOLDER"
    /// The child's status once it played its case (the test runner's own are 0 and 1).
    static let playedStatus: Int32 = 42
    /// The writer finished: it was not held.
    static let writerFinishedStatus: Int32 = 43

    /// Plays `race` in a child and returns its exit status (nil: it did not end within 60 s),
    /// what its frame folder holds afterwards (nil: the folder is gone), and its output.
    static func run(_ race: Case) throws -> (status: Int32?, files: [String]?, log: String) {
        let scratch = NSTemporaryDirectory() + "exit-cleanup-\(UUID().uuidString)"
        let folder = scratch + "/frames"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let logPath = scratch + ".log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["--testing-library", "swift-testing", "--filter", "ExitCleanupRace/play"]
        child.environment = ProcessInfo.processInfo.environment.merging([caseVariable: race.rawValue, folderVariable: folder]) { $1 }
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        child.standardOutput = log
        child.standardError = log
        try child.run()
        let deadline = Date().addingTimeInterval(60)
        while child.isRunning && Date() < deadline { usleep(10_000) }
        if child.isRunning { kill(child.processIdentifier, SIGKILL) }
        child.waitUntilExit()
        try log.close()
        let status = Date() < deadline ? child.terminationStatus : nil
        let files = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return (status, files, (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "")
    }

    /// Set once the child is about to discard.
    private static let discarding = Atomic<Bool>(false)

    @Test(.enabled(if: ProcessInfo.processInfo.environment[caseVariable] != nil))
    func play() throws {
        let environment = ProcessInfo.processInfo.environment
        let race = try #require(environment[Self.caseVariable].flatMap(Case.init(rawValue:)))
        let folder = try #require(environment[Self.folderVariable])
        let frame: @Sendable (Int) -> String = { number in folder + "/frame-" + String(format: "%05d", number) + ".png" }
        // As the demo does on start: the library's temporary files are registered from now on.
        ExitCleanup.prepare()
        // As a recording into a frame folder: a numbered series, two frames written.
        ExitCleanup.trackNumberedFiles(prefix: folder + "/frame-", suffix: ".png")
        for number in 1...2 {
            try OutputFile.write(Data("frame \(number)".utf8), to: frame(number))
            ExitCleanup.numberedFilesWritten(number)
        }
        let finished = DispatchSemaphore(value: 0)
        switch race {
        case .frameBegunAfterTheDiscard:
            ExitCleanup.discardAll()
            Thread {
                try? OutputFile.write(Data("frame 3".utf8), to: frame(3))
                ExitCleanup.numberedFilesWritten(3)
                finished.signal()
            }.start()
        case .registrationUnderWay:
            // The recording made the folder: it goes once empty.
            _ = ExitCleanup.track(path: folder)
            let created = DispatchSemaphore(value: 0)
            Thread {
                ExitCleanup.registering {
                    let partial = frame(3) + ".partial"
                    _ = close(open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644))
                    created.signal()
                    // Registered only once the discard has begun.
                    while !Self.discarding.load(ordering: .sequentiallyConsistent) { usleep(100) }
                    usleep(5_000)
                    _ = ExitCleanup.track(path: partial)
                }
                finished.signal()
            }.start()
            created.wait()
            Self.discarding.store(true, ordering: .sequentiallyConsistent)
            ExitCleanup.discardAll()
        }
        // A second is long enough for a writer that is not held to finish.
        let writerFinished = finished.wait(timeout: .now() + 1) == .success
        _exit(race == .frameBegunAfterTheDiscard && writerFinished ? Self.writerFinishedStatus : Self.playedStatus)
    }
}
