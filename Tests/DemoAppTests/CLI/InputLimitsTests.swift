import Foundation
import PopoverKit
import Testing
@testable import DemoApp

/// Frame sizes are checked after the scale, against ffmpeg's and memory's limits, before
/// anything is allocated or rendered.
@MainActor
@Suite struct InputLimitsTests {
    @Test func framesUpToTheLimitPassAndLargerOnesSayWhy() {
        #expect(InputLimits.frameSizeProblem(Size(width: 8192, height: 8192), scale: 1, physicalMemory: .max) == nil)
        #expect(InputLimits.frameSizeProblem(Size(width: 4096, height: 4096), scale: 2, physicalMemory: .max) == nil)
        #expect(InputLimits.frameSizeProblem(Size(width: 8192, height: 8192), scale: 2, physicalMemory: .max)
            == "frames would be 16384x16384 pixels (8192x8192 points at scale 2); the most is 67108864 pixels (8192x8192), no side above 16384")
        // Few pixels, but wider than libx264 accepts.
        #expect(InputLimits.frameSizeProblem(Size(width: 8192, height: 10), scale: 2.5, physicalMemory: .max)?.hasPrefix("frames would be 20480x25 pixels") == true)
        // Rounded as the renderer rounds: 4096.2 × 2 is 8192 pixels, within the limit.
        #expect(InputLimits.frameSizeProblem(Size(width: 4096.2, height: 4096), scale: 2, physicalMemory: .max) == nil)
    }

    @Test func framesNeedingMoreMemoryThanTheMachineHasSayWhy() {
        let twoGigabytes: UInt64 = 2_000_000_000
        #expect(InputLimits.frameSizeProblem(Size(width: 1024, height: 1024), scale: 1, physicalMemory: twoGigabytes) == nil)
        let largest = InputLimits.frameSizeProblem(Size(width: 8192, height: 8192), scale: 1, physicalMemory: twoGigabytes)
        #expect(largest?.hasPrefix("frames would be 8192x8192 pixels (8192x8192 points at scale 1), which need about ") == true)
        #expect(largest?.hasSuffix(" GB of memory at the peak; this machine has 2.0 GB") == true)
    }

    /// The measured peaks of `record` (demo and ffmpeg summed, docs/command-line.md "Limits"):
    /// the guard expects at least as much for each, so a machine with less memory than was
    /// measured is refused the frame (issue 36: at 71 bytes a pixel it expected half).
    @Test(arguments: [(400.0, VideoFormat.mp4, 210e6), (1000, .mp4, 677e6), (1500, .mp4, 1_277e6), (2048, .mp4, 2_282e6),
                      (2896, .mp4, 4_016e6), (1000, .gif, 2_824e6), (1500, .gif, 4_404e6), (1000, .webm, 757e6), (1500, .webm, 1_365e6)])
    func theGuardExpectsAtLeastTheMeasuredPeak(side: Double, format: VideoFormat, measured: Double) {
        let pixels = (side * 2) * (side * 2)
        #expect(InputLimits.peakBytes(pixels: pixels, format: format) >= measured)
        #expect(InputLimits.frameSizeProblem(Size(width: side, height: side), scale: 2, format: format,
                                             physicalMemory: UInt64(measured)) != nil)
    }

    @Test(arguments: [
        ["record", "--scenario", "example-drag-tracking", "--out", "never.mp4", "--size", "8192x8192", "--scale", "2"],
        ["screenshot", "--out", "never.png", "--size", "8192x8192", "--scale", "4"],
        ["verify", "--scenario", "example-drag-tracking", "--size", "4200x4200"],
        ["--size", "8192x8192", "--scale", "2"],
    ])
    nonisolated func anOversizedFrameIsAnOptionErrorBeforeRendering(_ arguments: [String]) throws {
        let run = try StandardStreamCapture.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains("--size/--scale: frames would be"))
        #expect(run.files.isEmpty)
    }

    @Test nonisolated func anOversizedScenarioSizeNamesItsLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).scenario").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "# big\nscene example\nsize 8192x8192\nwait 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try StandardStreamCapture.run(["verify", "--scenario", path])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("\(path):3:1: error: expected a size that fits at scale 2, found frames would be 16384x16384 pixels"))
    }
}
