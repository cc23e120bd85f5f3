import Foundation

/// Finds the project's Assets folder: next to the executable's package, the current folder, or
/// where POPOVER_DEMO_ASSETS points.
public enum AssetLocator {
    /// Candidate Assets folders, most specific first.
    public static func candidates() -> [String] {
        var paths: [String] = []
        if let override = ProcessInfo.processInfo.environment["POPOVER_DEMO_ASSETS"], !override.isEmpty {
            paths.append(override)
        }
        // The executable lives in <package>/.build/<config>/; walk up to the package root.
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]).standardizedFileURL
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            paths.append(folder.appendingPathComponent("Assets").path)
            folder = folder.deletingLastPathComponent()
        }
        paths.append(FileManager.default.currentDirectoryPath + "/Assets")
        // The source tree this was built from (useful for `swift test` and `swift run`).
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent() // CLI
            .deletingLastPathComponent() // DemoApp
            .deletingLastPathComponent() // Sources
            .deletingLastPathComponent() // package root
        paths.append(source.appendingPathComponent("Assets").path)
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
