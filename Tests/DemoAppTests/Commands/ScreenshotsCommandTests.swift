import Foundation
import Testing
import TestSupport

/// `popover-demo screenshots` writes where its user is, never into the source tree it was
/// built from.
@Suite struct ScreenshotsCommandTests {
    @Test func theStillsGoUnderTheCurrentFolder() throws {
        let run = ScreenshotsRun.shared
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.written.count == 9 && run.written.allSatisfy { $0.hasSuffix(".png") }, "\(run.written)")
        #expect(run.written.contains("example-menu.png"))
        #expect(run.sourceTreeAfter == run.sourceTreeBefore)
    }

    static func modificationTimes(in folder: String) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            times[name] = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date
        }
        return times
    }
}

/// One run of `popover-demo screenshots` with no `--out-dir` and a TMPDIR that does not exist,
/// shared by the tests of where the stills go (ScreenshotsCommandTests) and of needing no
/// temporary folder (ResourceFaultTests): each asserts its own promise on the same run, which
/// renders every picture (about 2.5 s) once instead of twice. Started by whichever test asks
/// first; the other waits for it.
struct ScreenshotsRun: Sendable {
    var status: Int32?
    var standardError: String
    /// The names in the run's `Assets/Screenshots`, under its current folder.
    var written: [String]
    /// The source tree's Assets/Screenshots modification times before and after the run.
    var sourceTreeBefore: [String: Date]?
    var sourceTreeAfter: [String: Date]?

    static let shared: ScreenshotsRun = {
        let sourceTree = Repository.path("Assets/Screenshots")
        let before = try? ScreenshotsCommandTests.modificationTimes(in: sourceTree)
        guard let process = try? DemoProcess(["screenshots"], environment: ["TMPDIR": "/nonexistent"]) else {
            return ScreenshotsRun(status: nil, standardError: "popover-demo did not start", written: [],
                                  sourceTreeBefore: before, sourceTreeAfter: nil)
        }
        let status = process.status(within: 300)
        return ScreenshotsRun(status: status, standardError: process.standardError,
                              written: process.files(in: "Assets/Screenshots"), sourceTreeBefore: before,
                              sourceTreeAfter: try? ScreenshotsCommandTests.modificationTimes(in: sourceTree))
    }()
}
