import Foundation
import Testing
import TestSupport

/// Output names are files like any other: one character, 250 bytes, or the same file as an
/// input or another output (refused, status 2, with nothing touched).
@Suite struct OutputPathTests {
    static let script = "scene system\nwait 0.3\n"

    static func withScript(_ folder: String) throws {
        try script.write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
    }

    @Test(arguments: ["x", "-", "a", "é", String(repeating: "r", count: 250), String(repeating: "é", count: 127) + "x"])
    func anyLegalNameIsWritten(name: String) throws {
        let demo = try DemoProcess(["verify", "--scenario", "s.scenario", "--json", name, "--scale", "1", "--fps", "10"],
                                   prepare: Self.withScript)
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(demo.files() == [name, "s.scenario"].sorted())
    }

    @Test func aLongVideoNameIsRecorded() throws {
        let name = String(repeating: "v", count: 246) + ".mp4"
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", name, "--size", "40x40", "--scale", "1",
                                    "--fps", "10"], prepare: Self.withScript)
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(demo.files() == [name, "s.scenario"].sorted())
    }

    @Test(arguments: [
        ["verify", "--scenario", "s.scenario", "--json", "s.scenario"],
        ["verify", "--scenario", "s.scenario", "--json", "./sub/../s.scenario"],
        ["verify", "--scenario", "s.scenario", "--json", "link.json"],
        ["verify", "--scenario", "s.scenario", "--json", "out.png", "--plot", "out.png"],
        ["verify", "--scenario", "s.scenario", "--json", "new.png", "--plot", "sub/../new.png"],
        ["verify", "--scenario", "s.scenario", "--plot", "snap.png", "--snapshots", "."],
        ["record", "--scenario", "s.scenario", "--out", "hard.gif"],
        ["record", "--scenario", "s.scenario", "--out", "snap.gif", "--snapshots", "sub"],
    ])
    func anOutputThatIsAnInputOrAnotherOutputIsRefused(arguments: [String]) throws {
        let script = Self.script + "snapshot snap\nsnapshot snap.gif\n"
        let demo = try DemoProcess(arguments) { folder in
            try script.write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "s.scenario")
            try FileManager.default.linkItem(atPath: folder + "/s.scenario", toPath: folder + "/hard.gif")
            try FileManager.default.createSymbolicLink(atPath: folder + "/sub/snap.gif.png", withDestinationPath: "../snap.gif")
        }
        #expect(demo.status(within: 30) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("is the same file as the"), "\(demo.standardError)")
        #expect(try String(contentsOfFile: demo.folder + "/s.scenario", encoding: .utf8) == script)
        #expect(demo.files() == ["hard.gif", "link.json", "s.scenario", "sub"])
    }

    /// A font the render reads is an input too: an output that is the same file (here through a
    /// link) is refused before anything is drawn, and the font is untouched. The demo runs from a
    /// copy with its own resource bundle, so a failing check can only damage that copy's font.
    @Test(arguments: [["screenshot", "--out", "font.png"], ["verify", "--scenario", "s.scenario", "--json", "font.json"],
                      ["record", "--scenario", "s.scenario", "--out", "font.gif"]])
    func anOutputThatIsAFontInUseIsRefused(arguments: [String]) throws {
        let app = try ScratchFolder.make("font-clash")
        defer { try? FileManager.default.removeItem(atPath: app) }
        let built = (DemoProcess.executable as NSString).deletingLastPathComponent
        let bundle = try #require(try FileManager.default.contentsOfDirectory(atPath: built)
            .first { $0.hasSuffix("_PopoverSDL.resources") })
        // Copied by cp in a child process, as CopiedExecutableTests explains (ETXTBSY).
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = ["-R", DemoProcess.executable, built + "/" + bundle, app]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationReason == .exit && cp.terminationStatus == 0)
        let font = app + "/" + bundle + "/Fonts/Inter-Regular.otf"
        let before = try Data(contentsOf: URL(fileURLWithPath: font))
        let link = arguments[arguments.count - 1]
        let demo = try DemoProcess(arguments, executable: app + "/popover-demo") { folder in
            try Self.withScript(folder)
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: font)
        }
        #expect(demo.status(within: 30) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("is the same file as the input font"), "\(demo.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: font)) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: demo.folder + "/" + link) == font)
    }

    /// `snapshot NAME` saves NAME.png in the `--snapshots` folder, under record and verify alike;
    /// without the option the steps are skipped, and a note says so.
    @Test(arguments: [["verify", "--scenario", "s.scenario"], ["record", "--scenario", "s.scenario", "--out", "clip.gif"]])
    func snapshotsGoWhereTheOptionSays(arguments: [String]) throws {
        let script = "scene system\nwait 0.2\nsnapshot first\nwait 0.1\nsnapshot second\n"
        let prepare = { (folder: String) in
            try script.write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: folder + "/shots", withIntermediateDirectories: true)
        }
        let small = ["--size", "60x60", "--scale", "1", "--fps", "10"]
        let saving = try DemoProcess(arguments + small + ["--snapshots", "shots"], prepare: prepare)
        #expect(saving.status(within: 60) == 0, "\(saving.standardError)")
        #expect(saving.files(in: "shots") == ["first.png", "second.png"])
        let first = try Data(contentsOf: URL(fileURLWithPath: saving.folder + "/shots/first.png"))
        #expect(first.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))

        let skipping = try DemoProcess(arguments + small, prepare: prepare)
        #expect(skipping.status(within: 60) == 0, "\(skipping.standardError)")
        #expect(skipping.files(in: "shots").isEmpty)
        #expect(skipping.standardError.contains("the scenario's 2 snapshots (first, second) are not saved; --snapshots DIR saves them"),
                "\(skipping.standardError)")
    }
}

/// `--json /dev/stdout` writes through standard output, whatever it is: a pipe (which no path
/// names) or a file, where the table printed after the report is kept too.
@Suite struct StandardOutputPathTests {
    @Test func toAPipe() throws {
        let folder = try ScratchFolder.make("stdout-pipe")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try OutputPathTests.script.write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DemoProcess.executable)
        process.arguments = ["verify", "--scenario", folder + "/s.scenario", "--json", "/dev/stdout", "--scale", "1", "--fps", "10"]
        // As DemoProcess does: a crash must not leave Swift's backtracer behind, holding the pipe.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        #expect(printed.hasPrefix("{\n") && printed.contains("\"passed\" : true"))
        #expect(printed.contains("verify s: pass"))
    }

    @Test func toAFile() throws {
        let demo = try DemoProcess(["verify", "--scenario", "s.scenario", "--json", "/dev/stdout", "--scale", "1", "--fps", "10"],
                                   outputPath: "stdout", prepare: OutputPathTests.withScript)
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(demo.standardOutput.hasPrefix("{\n") && demo.standardOutput.contains("\"passed\" : true"))
        #expect(demo.standardOutput.hasSuffix("verify s: pass (limits 0.500 analytic, 1.000 pixels; errors in px over visible unsaturated frames)\n"),
                "\(demo.standardOutput)")
    }
}
