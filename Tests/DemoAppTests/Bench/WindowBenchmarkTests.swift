import Foundation
import Testing
@testable import DemoApp

/// The demo windows `bench window` starts run without Swift's backtracer unless the user asked
/// for one, so a crashed child leaves no orphaned `swift-backtrace` behind.
@Suite @MainActor struct WindowBenchmarkTests {
    @Test func childWindowsRunWithoutTheBacktracerUnlessTheUserSetIt() {
        let plain = WindowBenchmark.childEnvironment(from: ["PATH": "/usr/bin"])
        #expect(plain["SWIFT_BACKTRACE"] == "enable=no")
        #expect(plain["PATH"] == "/usr/bin")
        #expect(plain[WindowBenchmark.parentVariable] == String(getpid()))
        let chosen = WindowBenchmark.childEnvironment(from: ["SWIFT_BACKTRACE": "enable=yes,interactive=no"])
        #expect(chosen["SWIFT_BACKTRACE"] == "enable=yes,interactive=no")
    }
}
