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

    /// Runs `arguments` with `input` on standard input and standard output sent to `outputPath`
    /// (a temporary file unless given, e.g. /dev/full; then `output` is empty).
    static func run(_ arguments: [String], input: String = "", outputPath: String? = nil) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inPath = folder.appendingPathComponent("in").path
        try input.write(toFile: inPath, atomically: true, encoding: .utf8)
        let outPath = outputPath ?? folder.appendingPathComponent("out").path
        let errPath = folder.appendingPathComponent("err").path
        let status = try redirecting(STDIN_FILENO, to: inPath, flags: O_RDONLY) {
            try redirecting(STDOUT_FILENO, to: outPath) {
                try redirecting(STDERR_FILENO, to: errPath) { DemoMain.run(arguments: arguments) }
            }
        }
        return Run(status: status, output: outputPath == nil ? try String(contentsOfFile: outPath, encoding: .utf8) : "",
                   error: try String(contentsOfFile: errPath, encoding: .utf8))
    }

    /// Points `descriptor` at the file `path` (or a device such as /dev/full) during `body`.
    static func redirecting<T>(_ descriptor: Int32, to path: String, flags: Int32 = O_WRONLY | O_CREAT | O_TRUNC,
                               _ body: () throws -> T) throws -> T {
        fflush(nil)
        let saved = dup(descriptor)
        let file = open(path, flags, 0o600)
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
