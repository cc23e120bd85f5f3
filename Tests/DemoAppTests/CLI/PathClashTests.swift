import Foundation
import Testing
@testable import DemoApp

/// The rule in one place: no output of a run is an input, and the program's own files (its
/// executable, the libraries it runs with, its resources) are inputs of every run.
@MainActor
@Suite struct PathClashTests {
    /// The C library this process runs with, as its memory map names it.
    static func mappedLibrary(named prefix: String) throws -> String {
        let maps = String(decoding: try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile(), as: UTF8.self)
        let paths = maps.split(separator: "\n").compactMap { line in line.firstIndex(of: "/").map { String(line[$0...]) } }
        return try #require(paths.first { ($0 as NSString).lastPathComponent.hasPrefix(prefix) })
    }

    @Test func aLibraryTheProgramRunsWithIsAnInput() throws {
        let library = try Self.mappedLibrary(named: "libc.so")
        #expect(throws: UsageError.self) {
            try PathClash.check(outputs: [PathClash.Named(role: "--json", path: library)], inputs: [])
        }
    }

    @Test func anOrdinaryNewFileIsNoClash() throws {
        try PathClash.check(outputs: [PathClash.Named(role: "--json", path: NSTemporaryDirectory() + "new-\(UUID().uuidString).json")],
                            inputs: [])
    }
}
