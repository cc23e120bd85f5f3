import Foundation
import Testing
import TestSupport

/// An executable copied away from the resource bundle SwiftPM built beside it still finds its
/// fonts, in the tree it was built from.
///
/// The copy is made by `cp` in a child process, not by FileManager in this one: while this
/// process held the copy open for writing, another test's fork inherited that descriptor, and
/// executing the copy then failed with ETXTBSY ("Text file busy") until the fork had exec'd.
@Suite struct CopiedExecutableTests {
    @Test func aCopiedBinaryStillRendersAScreenshot() throws {
        let folder = try ScratchFolder.make("copied")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/popover-demo"
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [DemoProcess.executable, copy]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationReason == .exit && cp.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["popover-demo"])
        let demo = try DemoProcess(["screenshot", "--out", folder + "/shot.png", "--size", "200x150", "--scale", "1"],
                                   executable: copy)
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/shot.png"))
    }
}
