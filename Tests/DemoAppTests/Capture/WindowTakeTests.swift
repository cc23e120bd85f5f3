import Foundation
import PopoverKit
import PopoverRender
import Testing
import TestSupport
@testable import DemoApp

/// What starts and ends a take, and what a take that cannot be written leaves: a message in
/// the window and on standard error, and no file.
@MainActor
@Suite struct WindowTakeTests {
    let folder: String

    init() throws {
        folder = try ScratchFolder.make("take")
    }

    func session() -> LiveSession {
        let harness = try! AppHarness()
        return LiveSession(app: harness.app)
    }

    /// A take starts the app again on a clock from 0; the policy and the geometry overlay carry
    /// over as the keys that set them, and R is no input of the take.
    @Test func aTakeStartsTheAppAgainKeepingItsSettingsAsKeys() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let live = session()
        let before = live.app
        live.handle(.key(KeyEvent(.down, .letter("p"))), at: 2)
        live.handle(.key(KeyEvent(.down, .letter("g"))), at: 2.1)
        var pressed: [Double] = []
        live.onRecordKey = { pressed.append($0) }
        live.handle(.key(KeyEvent(.down, .letter("r"))), at: 10)
        #expect(pressed == [10])
        live.startTake(at: 10)
        #expect(live.app !== before)
        #expect(live.appTime(10.5) == 0.5)
        #expect(live.app.host.policy == .edges && live.app.showsGeometry)
        live.handle(.key(KeyEvent(.down, .letter("r"))), at: 12)
        #expect(pressed == [10, 12])
        let take = try #require(live.endTake(at: 12))
        #expect(take.seconds == 2)
        #expect(take.capture.steps == [CapturedStep(milliseconds: 0, input: .key(KeyEvent(.down, .letter("p")))),
                                       CapturedStep(milliseconds: 0, input: .key(KeyEvent(.down, .letter("g"))))])
        try CaptureReplay.expectReplays(take.capture, end: 2000)
    }

    /// A window resized by hand: SDL's resize event reaches the app before the frame does, and
    /// the take keeps the new size all the same.
    @Test func aResizedWindowIsCapturedAsItsNewSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let live = session()
        live.startTake(at: 0)
        let size = Size(width: 500, height: 600)
        live.handle(.resize(size), at: 1.25)
        _ = live.frame(at: 1.25, size: size)
        let take = try #require(live.endTake(at: 2))
        #expect(take.capture.steps == [CapturedStep(milliseconds: 1250, input: .size(size))])
        try CaptureReplay.expectReplays(take.capture, end: 2000)
    }

    /// Two takes started in the same second get names of their own: a counter follows the
    /// second, and a name is taken when either the .mp4 or the .scenario has it.
    @Test func takesInTheSameSecondDoNotReplaceEachOther() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let take = WindowTake(session: session(), capturePath: nil, folder: RecordingFolder(path: folder), makeRecorder: nil)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        func takeOf(seconds: Double) throws -> String {
            let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
            take.start(at: 10, date: date)
            take.end(at: 10 + seconds, ending: "R pressed again")
            let added = Set(try FileManager.default.contentsOfDirectory(atPath: folder)).subtracting(before)
            #expect(added.count == 1, "\(added)")
            let name = try #require(added.first)
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(text.contains("# R pressed again at \(CapturedScenarioWriter.seconds(Int(seconds * 1000))) s"))
            try CaptureReplay.expectReplays(text)
            return name
        }
        let first = try takeOf(seconds: 1)
        #expect(first.hasPrefix("popover-demo-") && first.hasSuffix(".scenario"))
        let stem = String(first.dropLast(".scenario".count))
        #expect(try takeOf(seconds: 2) == stem + "-2.scenario")
        // An mp4 alone takes the name too: the scenario of the take does not go beside another's video.
        #expect(FileManager.default.createFile(atPath: folder + "/" + stem + "-3.mp4", contents: Data()))
        #expect(try takeOf(seconds: 3) == stem + "-4.scenario")
        let firstText = try String(contentsOfFile: folder + "/" + first, encoding: .utf8)
        #expect(firstText.contains("# R pressed again at 1.000 s"))
    }

    /// A take's video follows the window: after a resize (key I, or the window's corner) it goes
    /// on, each frame scaled into the clip's first size, and R ends both files (issue 36: R, I,
    /// then R 2 s later gave a video of 1 s).
    @Test func aTakesVideoGoesOnAfterTheWindowChangesSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let take = WindowTake(session: session(), capturePath: nil, folder: RecordingFolder(path: folder),
                              makeRecorder: { path in try LiveRecorder(width: 160, height: 120, path: path) })
        take.start(at: 0, date: Date(timeIntervalSince1970: 1_800_000_000))
        let recorder = try #require(take.recorder)
        for index in 0..<180 {
            // One second at the first size, then two at twice its width.
            let width = index < 60 ? 160 : 320
            take.didDraw(RecordingTestSupport.frame(index, width: width, height: 120), at: Double(index) / 60)
            #expect(take.recorder != nil, "frame \(index): \(take.notice?.text ?? "")")
        }
        take.toggle(at: 3)
        #expect(!take.isRecording)
        #expect(take.notice?.text.hasPrefix("captured 3.0 s of input") == true, "\(take.notice?.text ?? "no notice")")
        let video = try RecordingTestSupport.probe(recorder.path)
        #expect(video.width == 160 && video.height == 120)
        #expect(video.frames == 180)
        // Before the resize the blue band is the top row; after it the frame is 160×60 in the
        // middle of the clip, black above and below.
        func topPixel(ofFrame index: Int, row: Int) throws -> [UInt8] {
            let bytes = try RecordingTestSupport.decodedFrame(recorder.path, index: index)
            let offset = (row * 160 + 80) * 3
            return Array(bytes[offset..<offset + 3])
        }
        let blueTop = try topPixel(ofFrame: 30, row: 2)
        #expect(blueTop[2] > 200 && blueTop[0] < 60, "\(blueTop)")
        let blackTop = try topPixel(ofFrame: 150, row: 2)
        #expect(blackTop.allSatisfy { $0 < 40 }, "\(blackTop)")
        let blueBand = try topPixel(ofFrame: 150, row: 31)
        #expect(blueBand[2] > 200 && blueBand[0] < 60, "\(blueBand)")
        try CaptureReplay.expectReplays(try String(contentsOfFile: String(recorder.path.dropLast(4)) + ".scenario", encoding: .utf8))
    }

    @Test func aCaptureIntoAFolderThatIsNotThereIsRefusedWithAMessage() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/missing/take.scenario"
        let take = WindowTake(session: session(), capturePath: path, makeRecorder: nil)
        take.start(at: 0)
        #expect(!take.isRecording)
        #expect(take.notice?.text.contains("cannot capture the input: cannot write \(path): the directory \(folder)/missing does not exist") == true,
                "\(take.notice?.text ?? "no notice")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(throws: UsageError.self) { try WindowOptions.checkedCapturePath(path) }
    }

    /// The folder went away during the take: the scenario cannot be written, which the window
    /// says, and nothing is left.
    @Test func aScenarioThatCannotBeWrittenAtTheEndLeavesNoFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inner = folder + "/clips"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        let take = WindowTake(session: session(), capturePath: inner + "/take.scenario", makeRecorder: nil)
        take.start(at: 0)
        #expect(take.isRecording)
        try FileManager.default.removeItem(atPath: inner)
        take.toggle(at: 1)
        #expect(!take.isRecording)
        #expect(take.notice?.text.hasPrefix("the scenario could not be written: cannot write \(inner)/take.scenario") == true,
                "\(take.notice?.text ?? "no notice")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        // R again does not start a take over the file the window was given.
        take.toggle(at: 2)
        #expect(!take.isRecording)
    }

    /// A full disk, as /dev/full is one: the write fails with ENOSPC and is reported.
    @Test func aFullDiskIsReported() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/take.scenario"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full")
        let take = WindowTake(session: session(), capturePath: path, makeRecorder: nil)
        take.start(at: 0)
        take.end(at: 1, ending: "the window closed")
        #expect(take.notice?.text == "the scenario could not be written: cannot write \(path): No space left on device")
    }

    @Test func aCaptureFileMustBeAScenario() {
        #expect(throws: UsageError.self) { try WindowOptions.checkedCapturePath(folder + "/take.txt") }
    }

    /// The window shows a notice for a while, then draws without it.
    @Test func aNoticeGoesAfterItsTime() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let take = WindowTake(session: session(), capturePath: folder + "/take.scenario", makeRecorder: nil)
        take.start(at: 0)
        let blank = PixelBuffer(width: 0, height: 0)
        take.didDraw(blank, at: WindowNotice.duration - 0.1)
        #expect(take.notice != nil)
        take.didDraw(blank, at: WindowNotice.duration)
        #expect(take.notice == nil)
    }
}
