import Foundation
import Testing

/// The built `popover-demo` run as a separate process in a scratch folder of its own, with its
/// own temporary folder (TMPDIR), for what only a whole process shows: signals, crashes,
/// `ulimit`, and the files left behind.
final class DemoProcess {
    /// The scratch folder: the process's current folder, holding `tmp/`, its TMPDIR.
    let folder: String
    var temporaryFolder: String { folder + "/tmp" }
    private let process = Process()
    private let errorPath: String

    /// The executable `swift build` put beside the test bundle.
    static var executable: String {
        let tests = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return tests.deletingLastPathComponent().appendingPathComponent("popover-demo").path
    }

    /// Starts `popover-demo arguments` in a new scratch folder, with `fileSizeLimit` (in 512-byte
    /// blocks, as `ulimit -f`) when given, and `path` as PATH.
    init(_ arguments: [String], fileSizeLimit: Int? = nil, path: String? = nil,
         prepare: (String) throws -> Void = { _ in }) throws {
        folder = NSTemporaryDirectory() + "demo-process-\(UUID().uuidString)"
        errorPath = folder + ".stderr"
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        try prepare(folder)
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable), "build popover-demo first: \(Self.executable)")
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit); exec \"$0\" \"$@\"", Self.executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder + "/tmp"
        if let path { environment["PATH"] = path }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: errorPath)
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until `condition` holds or `timeout` seconds pass; returns whether it held.
    @discardableResult
    func wait(upTo timeout: Double = 60, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// The exit status as a shell reports it (128 + the signal for a process a signal ended), or
    /// nil if it is still running after `timeout` seconds (it is then killed).
    func status(within timeout: Double = 60) -> Int32? {
        guard wait(upTo: timeout, for: { !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    var standardError: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// The names in the scratch folder (or a folder in it), sorted, without `tmp`.
    func files(in subfolder: String = "") -> [String] {
        let path = subfolder.isEmpty ? folder : folder + "/" + subfolder
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0 != "tmp" || !subfolder.isEmpty }.sorted()
    }

    /// The names in its TMPDIR.
    var temporaryFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporaryFolder)) ?? []).sorted()
    }

    /// Whether a temporary output (`NAME.partial-…`) exists in the scratch folder.
    var hasPartialFile: Bool { files().contains { $0.contains(".partial") } }
}
