import Foundation

/// A new, empty folder of a test's own under the system's temporary folder, named
/// `prefix-UUID` so a leftover shows which test left it.
public enum ScratchFolder {
    public static func make(_ prefix: String) throws -> String {
        let path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
