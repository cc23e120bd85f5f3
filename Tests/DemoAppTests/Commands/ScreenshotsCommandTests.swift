import Foundation
import Testing
import TestSupport

/// `popover-demo screenshots` writes where its user is, never into the source tree it was
/// built from.
@Suite struct ScreenshotsCommandTests {
    @Test func theStillsGoUnderTheCurrentFolder() throws {
        let sourceTree = Repository.path("Assets/Screenshots")
        let before = try Self.modificationTimes(in: sourceTree)
        let process = try DemoProcess(["screenshots"])
        #expect(process.status(within: 300) == 0, "\(process.standardError)")
        let written = process.files(in: "Assets/Screenshots")
        #expect(written.count == 9 && written.allSatisfy { $0.hasSuffix(".png") }, "\(written)")
        #expect(written.contains("example-menu.png"))
        #expect(try Self.modificationTimes(in: sourceTree) == before)
    }

    static func modificationTimes(in folder: String) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            times[name] = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date
        }
        return times
    }
}
