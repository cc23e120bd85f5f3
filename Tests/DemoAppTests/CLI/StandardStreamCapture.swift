import Foundation
@testable import DemoApp

/// Runs the command line in-process with standard output and standard error sent to files, and
/// returns its status and what it wrote to each.
@MainActor
enum StandardStreamCapture {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("out").path, errPath = folder.appendingPathComponent("err").path
        let status = try redirecting(STDOUT_FILENO, to: outPath) {
            try redirecting(STDERR_FILENO, to: errPath) { DemoMain.run(arguments: arguments) }
        }
        return Run(status: status, output: try String(contentsOfFile: outPath, encoding: .utf8),
                   error: try String(contentsOfFile: errPath, encoding: .utf8))
    }

    /// Points `descriptor` at the file `path` (or a device such as /dev/full) during `body`.
    static func redirecting<T>(_ descriptor: Int32, to path: String, _ body: () throws -> T) throws -> T {
        fflush(nil)
        let saved = dup(descriptor)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard saved >= 0, file >= 0 else { throw CocoaError(.fileWriteUnknown) }
        dup2(file, descriptor)
        close(file)
        defer {
            fflush(nil)
            dup2(saved, descriptor)
            close(saved)
        }
        return try body()
    }
}
