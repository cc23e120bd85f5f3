import Foundation
import Testing
import TestSupport

/// Runs the built `popover-demo` to its end with standard input read from a file and standard
/// output and standard error sent to files, and returns its status and what it wrote to each.
/// A separate process: redirecting this process's own streams would also catch what the test
/// runner prints meanwhile from other tests running in parallel.
enum StandardStreamCapture {
    struct Run {
        var status: Int32
        var output: String
        var error: String
        /// What the process left in its current folder.
        var files: [String]
    }

    /// Runs `arguments` with `input` on standard input and standard output sent to `outputPath`
    /// (a temporary file unless given, e.g. /dev/full; then `output` is empty), with the
    /// `environment` changes DemoProcess takes.
    static func run(_ arguments: [String], input: String = "", outputPath: String? = nil,
                    environment: [String: String?] = [:]) throws -> Run {
        try run(arguments, inputBytes: Data(input.utf8), outputPath: outputPath, environment: environment)
    }

    /// As `run(_:input:outputPath:environment:)`, with standard input given as bytes: a large
    /// input (a 64 MiB line) is written as it is, where building and encoding it as a String
    /// took seconds.
    static func run(_ arguments: [String], inputBytes: Data, outputPath: String? = nil,
                    environment: [String: String?] = [:]) throws -> Run {
        let folder = URL(fileURLWithPath: try ScratchFolder.make("capture"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let inPath = folder.appendingPathComponent("in").path
        try inputBytes.write(to: URL(fileURLWithPath: inPath))
        let outPath = outputPath ?? folder.appendingPathComponent("out").path
        let process = try DemoProcess(arguments, inputPath: inPath, outputPath: outPath, environment: environment)
        let status = try #require(process.status())
        return Run(status: status, output: outputPath == nil ? try String(contentsOfFile: outPath, encoding: .utf8) : "",
                   error: process.standardError, files: process.files())
    }
}
