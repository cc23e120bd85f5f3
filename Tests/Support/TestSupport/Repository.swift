import Foundation

/// The checkout the tests were built from, found from this file's place in it
/// (Tests/Support/TestSupport), so a test that reads a repository file never depends on its own depth.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of `relativePath`, e.g. "Tests/Fixtures/floating-ui-edges.jsonl".
    public static func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }
}
