import Foundation
import PopoverKit
import Testing
import TestSupport
@testable import DemoApp

@Suite struct ScenarioLibraryTests {
    static let bundledDirectory = Repository.path("Assets/Scenarios")

    static let bundled = ScenarioLibrary(directory: bundledDirectory, parser: ScenarioTestSupport.parser)

    @Test func listsTheBundledScenariosWithTheirDescriptions() throws {
        let entries = try Self.bundled.entries()
        #expect(entries.map(\.name) == ["example-drag-tracking", "example-toolbar-menu", "matched", "multiple",
                                        "stress", "system", "uikit"])
        #expect(entries[0].description
                == "drag the content to each corner and release; the arrow tracks its anchor every frame")
        #expect(entries.allSatisfy { !$0.description.isEmpty && !$0.description.hasPrefix($0.name) })
    }

    @Test func everyBundledScenarioParsesAndLastsFourToTwelveSeconds() throws {
        for entry in try Self.bundled.entries() {
            let scenario = try Self.bundled.load(entry.name)
            #expect((4...12).contains(scenario.duration), "\(entry.name) lasts \(scenario.duration) s")
            #expect(scenario.steps.first.map { if case .scene = $0.action { true } else { false } } == true,
                    "\(entry.name) starts by choosing its scene")
        }
    }

    @Test func dragTrackingVisitsEveryCornerAndReleases() throws {
        let scenario = try Self.bundled.load("example-drag-tracking")
        // Four corners, a drag straight up and a last short one: 11.8 s, past the 600 frames `bench record` takes.
        #expect(abs(scenario.duration - 11.8) < 1e-9)
        let ends = scenario.steps.compactMap { step -> Point? in
            guard case .drag(_, let end, _, _, _, let release) = step.action, release else { return nil }
            return end
        }
        let corners = Set(ends.prefix(4).map { ($0.x < 195 ? "leading" : "trailing") + ($0.y < 422 ? "-top" : "-bottom") })
        #expect(ends.count == 5)
        #expect(corners == ["leading-top", "trailing-top", "leading-bottom", "trailing-bottom"])
    }

    @Test func loadsByNameOrByPath() throws {
        let directory = try ScratchFolder.make("scenario-library")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tap.scenario"
        try "# tap: one tap\ndown 1,2\nup\nwait 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        try "not a scenario".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        let library = ScenarioLibrary(directory: directory, parser: ScenarioTestSupport.parser)
        #expect(try library.entries() == [ScenarioEntry(name: "tap", description: "one tap", path: path)])
        let byName = try library.load("tap")
        #expect(byName.name == "tap" && byName.steps.count == 2 && byName.duration == 1)
        // A path is loaded even from elsewhere: here, through the bundled library.
        #expect(try Self.bundled.load(path) == byName)
    }

    @Test func unknownNameListsTheAvailableOnes() throws {
        #expect(throws: ScenarioLibraryError.unknownScenario("drag", available: [
            "example-drag-tracking", "example-toolbar-menu", "matched", "multiple", "stress", "system", "uikit",
        ])) {
            try Self.bundled.load("drag")
        }
        let error = ScenarioLibraryError.unknownScenario("drag", available: ["a", "b"])
        #expect(error.description == "unknown scenario `drag`: expected one of a, b, or the path of a .scenario file")
    }

    @Test func mistakesInAFileNameTheFile() throws {
        let directory = try ScratchFolder.make("scenario-library")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/broken.scenario"
        try "scene example\nidiom fridge\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ScenarioError(file: path, line: 2, column: 7,
                                      expected: "an idiom (mac, phone, pad, watch, tv, vision)", found: "`fridge`")) {
            try ScenarioLibrary(directory: directory, parser: ScenarioTestSupport.parser).load("broken")
        }
        #expect(throws: ScenarioLibraryError.unreadable(path: directory + "/missing.scenario",
                                                        reason: "No such file or directory")) {
            try Self.bundled.load(directory + "/missing.scenario")
        }
    }

    /// Files that are not scripts say what they are, in words a person can act on.
    @Test func filesThatAreNotScriptsSayWhy() throws {
        let directory = try ScratchFolder.make("scenario-library")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = directory + "/folder.scenario"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(throws: ScenarioLibraryError.unreadable(path: folder, reason: "it is a directory, not a scenario file")) {
            try Self.bundled.load(folder)
        }
        // Endless or huge input is refused once it passes the limit, not read to the end.
        #expect(throws: ScenarioLibraryError.unreadable(path: "/dev/zero",
                                                        reason: "it is larger than 1024 KiB, the most a scenario may hold")) {
            try Self.bundled.load("/dev/zero")
        }
        // /dev/null reads as empty: a script with no steps.
        let empty = try #require(throws: ScenarioError.self) { try Self.bundled.load("/dev/null") }
        #expect(empty.file == "/dev/null" && empty.found == "no steps (the file is empty or only comments)")
        // Bytes that are not UTF-8 are named with their line and column.
        let latin1 = directory + "/latin1.scenario"
        try Data("scene example\n# caf".utf8 + [0xE9] + Data(" au lait\n".utf8)).write(to: URL(fileURLWithPath: latin1))
        #expect(throws: ScenarioError(file: latin1, line: 2, column: 6, expected: "UTF-8 text", found: "the byte 0xE9")) {
            try Self.bundled.load(latin1)
        }
        // A byte order mark, as some editors write, is not a word of the first line.
        let marked = directory + "/marked.scenario"
        try Data([0xEF, 0xBB, 0xBF] + Data("scene example\nwait 1\n".utf8)).write(to: URL(fileURLWithPath: marked))
        #expect(try Self.bundled.load(marked).steps.count == 1)
    }
}
