import Foundation
import Testing

/// An executable copied away from the resource bundle SwiftPM built beside it still finds its
/// fonts, in the tree it was built from.
@Suite struct CopiedExecutableTests {
    @Test func aCopiedBinaryStillRendersAScreenshot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copied-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/popover-demo"
        try FileManager.default.copyItem(atPath: DemoProcess.executable, toPath: copy)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["popover-demo"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: copy)
        process.arguments = ["screenshot", "--out", folder + "/shot.png", "--size", "200x150", "--scale", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/shot.png"))
    }
}
