import Foundation
import Testing

/// The built `popover-demo` run as a separate process in a scratch folder of its own, with its
/// own temporary folder (TMPDIR), for what only a whole process shows: signals, crashes,
/// `ulimit`, and the files left behind.
///
/// Started with posix_spawn and reaped here, not through Foundation's Process, whose reaper
/// missed a child that died of a signal while its backtrace ran; and with no signal blocked or
/// ignored, whatever the test runner does.
final class DemoProcess {
    /// The scratch folder: the process's current folder, holding `tmp/`, its TMPDIR.
    let folder: String
    var temporaryFolder: String { folder + "/tmp" }
    private let errorPath: String
    /// Where standard output goes when it is kept (`outputPath` "stdout").
    private var outputFile: String { folder + ".stdout" }
    /// The process's id (the shell that starts it execs popover-demo in its place).
    private(set) var processID: pid_t = 0
    private var ending: Ending?

    /// How a process ended, as waitpid tells it: popover-demo's handlers end it with `exit`
    /// (128 + the signal for a stopping signal), while a signal meeting no handler (or a crash
    /// passed on to the default action) kills it. A shell shows both as 128 + the signal; only
    /// this tells them apart.
    enum Ending: Equatable, CustomStringConvertible {
        /// It called `exit` or `_exit` with this status (WIFEXITED).
        case exited(Int32)
        /// This signal ended it (WIFSIGNALED).
        case killed(by: Int32)

        /// The status as a shell reports it.
        var shellStatus: Int32 {
            switch self {
            case .exited(let status): status
            case .killed(let signal): 128 + signal
            }
        }

        var description: String {
            switch self {
            case .exited(let status): "exited with status \(status)"
            case .killed(let signal): "killed by signal \(signal)"
            }
        }
    }

    /// The executable `swift build` put beside the test bundle.
    static var executable: String {
        let tests = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return tests.deletingLastPathComponent().appendingPathComponent("popover-demo").path
    }

    /// Why the executable is not the build in use, or nil: it links the libraries' objects, so
    /// one of them newer than it means it was not relinked (a stale build would test old code).
    static var staleness: String? {
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        guard let built = modified(executable) else { return "\(executable) is missing" }
        let folder = (executable as NSString).deletingLastPathComponent
        for module in ["DemoApp", "PopoverKit", "PopoverRender", "PopoverSDL"] {
            let objects = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/\(module).build")) ?? [])
                .filter { $0.hasSuffix(".o") }
            if let newer = objects.first(where: { (modified(folder + "/\(module).build/" + $0) ?? .distantPast) > built }) {
                return "\(executable) is older than \(module).build/\(newer); rebuild it"
            }
        }
        return nil
    }

    /// Starts `popover-demo arguments` in a new scratch folder (after `prepare` has filled it),
    /// with `fileSizeLimit` (in 512-byte blocks, as `ulimit -f`) and `descriptorLimit` (open
    /// files, as `ulimit -Sn`) when given, and `blocked` signals
    /// blocked at start, as some parents leave them.
    /// Standard input reads `inputPath` and standard output goes to `outputPath` (both
    /// /dev/null unless given; "stdout" keeps it for `standardOutput`); `environment` sets variables, or removes those given as nil.
    init(_ arguments: [String], fileSizeLimit: Int? = nil, descriptorLimit: Int? = nil, blocked: [Int32] = [],
         inputPath: String = "/dev/null", outputPath: String = "/dev/null", environment changes: [String: String?] = [:],
         executable: String = DemoProcess.executable, prepare: (String) throws -> Void = { _ in }) throws {
        folder = NSTemporaryDirectory() + "demo-process-\(UUID().uuidString)"
        errorPath = folder + ".stderr"
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        try prepare(folder)
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable), "build popover-demo first: \(Self.executable)")
        #expect(Self.staleness == nil, "\(Self.staleness ?? "")")
        // No core file: the crash tests check what the program leaves, and a runner that
        // allows core dumps would find one beside it.
        let limit = "ulimit -c 0; " + (fileSizeLimit.map { "ulimit -f \($0) || exit 99; " } ?? "")
            + (descriptorLimit.map { "ulimit -Sn \($0) || exit 99; " } ?? "")
        let argv = ["/bin/sh", "-c", "cd \"$0\" || exit 99; \(limit)exec \"$@\"", folder, executable] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporaryFolder
        // A signalled crash would start Swift's backtracer, which outlived the test as an orphan;
        // these tests check what the program leaves behind, not the backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (name, value) in changes { environment[name] = value }
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath == "stdout" ? folder + ".stdout" : outputPath,
                                         O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Only 0, 1 and 2: what the test process holds open would count against `descriptorLimit`.
        // (Glibc's addclosefrom_np is not visible to Swift; closing one already closed is ignored.)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let descriptor = Int32(name), descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t(), all = sigset_t()
        sigemptyset(&mask)
        for signal in blocked { sigaddset(&mask, signal) }
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = envp.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        let result = posix_spawn(&processID, "/bin/sh", &actions, &attributes, cArguments, cEnvironment)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
    }

    deinit {
        if ending == nil {
            kill(processID, SIGKILL)
            var status: Int32 = 0
            waitpid(processID, &status, 0)
        }
        // Not left to outlive the test if one was expected to be absent and was not.
        for helper in backtracers { kill(helper, SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: errorPath)
        try? FileManager.default.removeItem(atPath: outputFile)
    }

    func send(_ signal: Int32) {
        if ending == nil { kill(processID, signal) }
    }

    /// Whether the process is popover-demo by now (not the shell that starts it) and has a
    /// handler installed for `signal` (from /proc: its SigCgt mask).
    func catches(_ signal: Int32) -> Bool {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(processID)/exe")) == Self.executable,
              let mask = signalMask("SigCgt") else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    /// Whether every thread of it is stopped (SIGSTOP has taken effect; from /proc: state T).
    var isStopped: Bool {
        guard ending == nil else { return false }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/task")) ?? []
        return !tasks.isEmpty && tasks.allSatisfy { task in
            guard let stat = try? String(contentsOfFile: "/proc/\(processID)/task/\(task)/stat", encoding: .utf8) else { return false }
            return stat.split(separator: ")").last?.split(separator: " ").first == "T"
        }
    }

    /// A signal mask line (`SigCgt`, `SigBlk`, …) of /proc/PID/status; nil once the process is gone.
    private func signalMask(_ field: String) -> UInt64? {
        guard ending == nil, let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// Waits until `condition` holds or `timeout` seconds pass; returns whether it held.
    @discardableResult
    func wait(upTo timeout: Double = 60, pollingEvery microseconds: UInt32 = 5_000, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(microseconds)
        }
        return true
    }

    /// The exit status as a shell reports it (128 + the signal for a process a signal ended), or
    /// nil if it is still running after `timeout` seconds (it is then killed). Where a signal
    /// is involved, `ending(within:)` tells a handled stop from a death.
    func status(within timeout: Double = 60) -> Int32? {
        ending(within: timeout)?.shellStatus
    }

    /// How the process ended, or nil if it is still running after `timeout` seconds (it is then
    /// killed).
    func ending(within timeout: Double = 60) -> Ending? {
        guard wait(upTo: timeout, for: { reap() }) else {
            kill(processID, SIGKILL)
            _ = wait(upTo: 10) { reap() }
            return nil
        }
        return ending
    }

    /// Whether the process has ended (its status is then collected).
    var hasEnded: Bool { reap() }

    /// Collects the exit status if the process has ended; returns whether it has.
    private func reap() -> Bool {
        if ending != nil { return true }
        var status: Int32 = 0
        guard waitpid(processID, &status, WNOHANG) == processID else { return false }
        // WIFSIGNALED and WEXITSTATUS, which Swift does not import (macros).
        let signal = status & 0x7F
        ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(by: signal)
        return true
    }

    var standardError: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// What it wrote to standard output, when started with `outputPath` "stdout".
    var standardOutput: String {
        (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    }

    /// The processes it started that still run (from /proc).
    var children: [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(processID)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// What its descriptors are open on (from /proc/PID/fd), none once it has ended.
    var openFiles: [String] {
        guard ending == nil else { return [] }
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/fd")) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(processID)/fd/\($0)") }
    }

    /// Whether it has its fonts open: SDL is up and a scene is being laid out or rendered, so a
    /// signal now arrives in the middle of the work, not during setup.
    var isRendering: Bool {
        catches(SIGTERM) && openFiles.contains { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
    }

    /// The `swift-backtrace` processes it started that still run: Swift's crash helper, which
    /// outlived a crashed popover-demo by minutes, found in /proc by its name and by the scratch
    /// folder it inherits as its current folder (once popover-demo is gone it is not their parent).
    var backtracers: [pid_t] {
        let resolved = (folder as NSString).resolvingSymlinksInPath
        let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
        return processes.filter { process in
            guard let name = try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8),
                  name.hasPrefix("swift-backtrace") else { return false }
            let current = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/cwd")
            return current == folder || current == resolved || Self.parent(of: process) == processID
        }
    }

    /// The parent of `process` (from /proc/PID/stat), nil if it is gone.
    static func parent(of process: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 1 else { return nil }
        return pid_t(fields[1])
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

    /// The path of the temporary output (`NAME.partial-…`), nil if there is none.
    var partialFile: String? {
        files().first { $0.contains(".partial") }.map { folder + "/" + $0 }
    }

    /// The size in bytes of the temporary output, nil if there is none.
    var partialFileSize: Int? {
        partialFile.flatMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int }
    }
}
