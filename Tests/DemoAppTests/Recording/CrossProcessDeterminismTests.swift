import Foundation
import Testing

/// The same scenario gives byte-identical frames in two separate processes (no wall clock, no
/// threads in rendering, no state carried over in memory).
@Suite struct CrossProcessDeterminismTests {
    @Test func twoProcessesRecordTheSameFrames() throws {
        let runs = try (0..<2).map { _ in
            try DemoProcess(["record", "--scenario", "example-toolbar-menu", "--out", "frames/", "--fps", "6"])
        }
        var frames: [[String: Data]] = []
        for run in runs {
            #expect(run.status(within: 300) == 0, "\(run.standardError)")
            let names = run.files(in: "frames")
            frames.append(Dictionary(uniqueKeysWithValues: try names.map { name in
                (name, try Data(contentsOf: URL(fileURLWithPath: run.folder + "/frames/" + name)))
            }))
        }
        #expect(frames[0].count > 30)
        #expect(frames[0].keys.sorted() == frames[1].keys.sorted())
        let differing = frames[0].keys.sorted().filter { frames[0][$0] != frames[1][$0] }
        #expect(differing.isEmpty, "frames that differ between the two processes: \(differing)")
        // The clip changes over time, so equal frames are not a blank picture twice.
        #expect(Set(frames[0].values).count > 5)
    }
}
