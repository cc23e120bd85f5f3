import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport

@Suite struct OutputFileTests {
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func writesReplaceAFileAndLeaveNoTemporary() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try OutputFile.write(Data("first".utf8), to: folder + "/out.json")
        try OutputFile.write(Data("second".utf8), to: folder + "/out.json")
        #expect(try String(contentsOfFile: folder + "/out.json", encoding: .utf8) == "second")
        #expect(Self.names(in: folder) == ["out.json"])
    }

    /// Neither writing nor checking replaces or deletes a directory, whatever it holds.
    @Test func aDirectoryIsNeverReplaced() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let photos = folder + "/photos.png"
        try FileManager.default.createDirectory(atPath: photos + "/sub", withIntermediateDirectories: true)
        try "keep".write(toFile: photos + "/keep.txt", atomically: true, encoding: .utf8)
        let refusal = OutputFileError(path: photos, reason: "it is a directory")
        #expect(throws: refusal) { try OutputFile.checkWritable(photos) }
        #expect(throws: refusal) { try OutputFile.write(Data("x".utf8), to: photos) }
        #expect(throws: refusal) { try PNGWriter.write(PixelBuffer(width: 4, height: 4, color: .white), to: photos) }
        #expect(Self.names(in: folder) == ["photos.png"])
        #expect(Self.names(in: photos) == ["keep.txt", "sub"])
    }

    /// A symbolic link is followed: the file it names is replaced, the link stays (as root,
    /// `--json /dev/stdout` with stdout redirected to a file would otherwise replace /dev/stdout).
    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "old".write(toFile: folder + "/real/report.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/real/report.json")
        try OutputFile.write(Data("new".utf8), to: folder + "/link.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == folder + "/real/report.json")
        #expect(try String(contentsOfFile: folder + "/real/report.json", encoding: .utf8) == "new")
        #expect(Self.names(in: folder) == ["link.json", "real"])
        #expect(Self.names(in: folder + "/real") == ["report.json"])
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.json", withDestinationPath: folder + "/nowhere/x.json")
        #expect(throws: OutputFileError(path: folder + "/dangling.json", reason: "the directory \(folder)/nowhere does not exist")) {
            try OutputFile.write(Data("x".utf8), to: folder + "/dangling.json")
        }
    }

    /// A link to a file not written yet is written through, as any link is: the file is
    /// created where the link points (a relative link from the link's folder), the link kept.
    @Test func aLinkToAFileNotYetWrittenIsWrittenThrough() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/report.json", withDestinationPath: "real/report.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/chain.json", withDestinationPath: "report.json")
        #expect(try OutputFile.checkWritable(folder + "/chain.json") == folder + "/real/report.json")
        try OutputFile.write(Data("new".utf8), to: folder + "/chain.json")
        #expect(try String(contentsOfFile: folder + "/real/report.json", encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/chain.json") == "report.json")
        #expect(Self.names(in: folder) == ["chain.json", "real", "report.json"])
    }

    /// A loop of links is called a loop, not a link to nothing.
    @Test func aLinkLoopIsNamed() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b.json", withDestinationPath: "a.json")
        let loop = OutputFileError(path: folder + "/a.json", reason: "it is a loop of symbolic links")
        #expect(throws: loop) { try OutputFile.checkWritable(folder + "/a.json") }
        #expect(throws: loop) { try OutputFile.write(Data("x".utf8), to: folder + "/a.json") }
        #expect(Self.names(in: folder) == ["a.json", "b.json"])
    }

    @Test func checkingNamesTheFolderThatIsMissingAndLeavesNothing() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: OutputFileError(path: folder + "/missing/r.json", reason: "the directory \(folder)/missing does not exist")) {
            try OutputFile.checkWritable(folder + "/missing/r.json")
        }
        try OutputFile.checkWritable(folder + "/r.json")
        #expect(throws: OutputFileError(path: folder + "/new/", reason: "it names a directory (it ends in /)")) {
            try OutputFile.checkWritable(folder + "/new/")
        }
        #expect(throws: OutputFileError(path: "", reason: "the path is empty")) { try OutputFile.checkWritable("") }
        #expect(Self.names(in: folder).isEmpty)
    }

    /// Every write is checked: a device that is always full fails the write, as a full disk does.
    @Test func aFullDeviceFailsTheWrite() throws {
        #expect(throws: OutputFileError(path: "/dev/full", reason: "No space left on device")) {
            try OutputFile.write(Data(count: 100), to: "/dev/full")
        }
        try OutputFile.write(Data(count: 100), to: "/dev/null")
    }

    /// Temporary names are the process's own and created exclusively: many at once beside one
    /// destination never meet, and discarding them removes only them.
    @Test func temporaryFilesAreUniqueAndExclusive() throws {
        let folder = try ScratchFolder.make("output-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "theirs".write(toFile: folder + "/clip.partial.mp4", atomically: true, encoding: .utf8)
        let files = try (0..<50).map { _ in try TemporaryFile(beside: folder + "/clip.mp4") }
        #expect(Set(files.map(\.path)).count == 50)
        #expect(files.allSatisfy { ($0.path as NSString).lastPathComponent.hasPrefix("clip.partial-\(getpid())-") && $0.path.hasSuffix(".mp4") })
        for file in files { file.discard() }
        #expect(Self.names(in: folder) == ["clip.partial.mp4"])
    }

    @Test func aPNGIsEncodedWhole() throws {
        var frame = PixelBuffer(width: 33, height: 17, color: .white)
        frame[5, 5] = 0xFF0000
        let bytes = try PNGWriter.encode(frame)
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes.suffix(8) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])  // IEND and its CRC
    }
}
