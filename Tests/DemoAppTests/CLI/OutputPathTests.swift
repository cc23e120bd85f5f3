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

    /// A copy of the demo with its own resource bundle, so that a failing check can only damage
    /// the copy: its folder, and the bundle's name.
    static func copiedApp() throws -> (folder: String, bundle: String) {
        let app = try ScratchFolder.make("app-copy")
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
        return (app, bundle)
    }

    /// A file the program reads is an input: an output that is the same file (here through a
    /// link) is refused before anything is drawn, and the file is untouched. `file` is the
    /// file's path in the copied app, `role` how the refusal names it.
    func expectRefused(_ arguments: [String], aimedAt file: String, named role: String) throws {
        let app = try Self.copiedApp()
        defer { try? FileManager.default.removeItem(atPath: app.folder) }
        let target = app.folder + "/" + file.replacingOccurrences(of: "BUNDLE", with: app.bundle)
        let before = try Data(contentsOf: URL(fileURLWithPath: target))
        let link = arguments[arguments.count - 1]
        let demo = try DemoProcess(arguments, executable: app.folder + "/popover-demo") { folder in
            try Self.withScript(folder)
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: target)
        }
        #expect(demo.status(within: 60) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("is the same file as the input \(role) \(target)"), "\(demo.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: demo.folder + "/" + link) == target)
    }

    static let outputsOfEachCommand = [["screenshot", "--out", "aimed.png"], ["verify", "--scenario", "s.scenario", "--json", "aimed.json"],
                                       ["record", "--scenario", "s.scenario", "--out", "aimed.gif"]]

    @Test(arguments: outputsOfEachCommand)
    func anOutputThatIsAFontInUseIsRefused(arguments: [String]) throws {
        try expectRefused(arguments, aimedAt: "BUNDLE/Fonts/Inter-Regular.otf", named: "font")
    }

    /// The program itself, and the other files of its resources, are inputs too (issue 36:
    /// `verify --json` replaced the executable with its report).
    @Test(arguments: outputsOfEachCommand)
    func anOutputThatIsTheProgramIsRefused(arguments: [String]) throws {
        try expectRefused(arguments, aimedAt: "popover-demo", named: "program")
    }

    @Test func anOutputThatIsAResourceIsRefused() throws {
        try expectRefused(["verify", "--scenario", "s.scenario", "--json", "aimed.json"],
                          aimedAt: "BUNDLE/Fonts/LICENSE-Inter.txt", named: "resource")
    }

    /// `compare` reads the pictures of the original: an `--out-dir` where its montages would
    /// replace them is refused. Run on a copy of them (POPOVER_DEMO_ASSETS), so that a failing
    /// check can only damage the copy.
    @Test func compareIntoItsReferencePicturesIsRefused() throws {
        let assets = try ScratchFolder.make("assets-copy")
        defer { try? FileManager.default.removeItem(atPath: assets) }
        try FileManager.default.createDirectory(atPath: assets + "/Comparison", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("Assets/Comparison/reference"), toPath: assets + "/Comparison/reference")
        let references = assets + "/Comparison/reference"
        let before = try FileManager.default.contentsOfDirectory(atPath: references).sorted()
        let demo = try DemoProcess(["compare", "--out-dir", references], environment: ["POPOVER_DEMO_ASSETS": assets])
        #expect(demo.status(within: 120) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("is the same file as the input reference picture \(references)/"), "\(demo.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references).sorted() == before)
    }

    /// A snapshot named as one of the recording's frames, in its frame folder, would replace
    /// that frame (issue 36): refused with status 2 whether the folder is there or `record`
    /// would make it, and nothing is written.
    @Test(arguments: [true, false])
    func aSnapshotThatIsAFrameOfTheRecordingIsRefused(folderExists: Bool) throws {
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", "fd/", "--snapshots", "fd",
                                    "--size", "40x40", "--scale", "1", "--fps", "10"]) { folder in
            try (Self.script + "snapshot frame-00001\n").write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
            if folderExists { try FileManager.default.createDirectory(atPath: folder + "/fd", withIntermediateDirectories: true) }
        }
        #expect(demo.status(within: 60) == 2, "\(demo.standardError)")
        #expect(demo.standardError.contains("snapshot frame-00001 fd/frame-00001.png is the same file as a frame of the output --out fd/"),
                "\(demo.standardError)")
        #expect(demo.files(in: "fd").isEmpty)
    }

    /// Snapshots may go into the frame folder `record` makes (issue 36: refused with status 1,
    /// "does not exist", as if the folder had to be there first).
    @Test func snapshotsGoIntoTheFrameFolderRecordMakes() throws {
        let demo = try DemoProcess(["record", "--scenario", "s.scenario", "--out", "fd/", "--snapshots", "fd",
                                    "--size", "40x40", "--scale", "1", "--fps", "10"]) { folder in
            try (Self.script + "snapshot snap\n").write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        }
        #expect(demo.status(within: 60) == 0, "\(demo.standardError)")
        #expect(demo.files(in: "fd") == ["frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00004.png", "snap.png"])
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
