import Testing
@testable import DemoApp

@Suite struct RecordingProgressTests {
    /// Collects what the progress reporter writes, on a clock the test moves.
    final class Terminal {
        var text = ""
        var time = 100.0
    }

    static func progress(_ terminal: Terminal, interactive: Bool) -> RecordingProgress {
        RecordingProgress(totalFrames: 480, fps: 60, isInteractive: interactive,
                          write: { terminal.text += $0 }, now: { terminal.time })
    }

    @Test func barShowsFramesPercentAndTimeLeft() {
        // A quarter done in 2 s: 360 frames left at 60 frames/s take 6 s.
        #expect(RecordingProgress.bar(completed: 120, total: 480, elapsed: 2)
                == "[######------------------] 120/480 frames  25%  6.0 s left")
        #expect(RecordingProgress.bar(completed: 0, total: 480, elapsed: 0)
                == "[------------------------]   0/480 frames   0%  -- s left")
        #expect(RecordingProgress.bar(completed: 480, total: 480, elapsed: 7.5)
                == "[########################] 480/480 frames 100%  done")
    }

    @Test func terminalRedrawsInPlaceAtMostTenTimesASecond() {
        let terminal = Terminal()
        var progress = Self.progress(terminal, interactive: true)
        terminal.time = 100.5
        progress.update(completedFrames: 30)
        terminal.time = 100.55
        progress.update(completedFrames: 33)  // too soon: skipped
        terminal.time = 102
        progress.update(completedFrames: 120)
        #expect(terminal.text == "\r[#-----------------------]  30/480 frames   6%  7.5 s left\u{1B}[K"
                + "\r[######------------------] 120/480 frames  25%  6.0 s left\u{1B}[K")
        terminal.text = ""
        terminal.time = 108
        progress.finish(completedFrames: 480, output: "demo.mp4", interrupted: false)
        #expect(terminal.text == "\r\u{1B}[Krecorded 480 frames (8.0 s at 60 fps) to demo.mp4 in 8.0 s\n")
    }

    @Test func elsewhereOnlyTheSummaryIsPrinted() {
        let terminal = Terminal()
        var progress = Self.progress(terminal, interactive: false)
        progress.update(completedFrames: 30)
        terminal.time = 103
        progress.finish(completedFrames: 150, output: "out/", interrupted: true)
        #expect(terminal.text == "interrupted: recorded 150 of 480 frames (2.5 s at 60 fps) to out/ in 3.0 s\n")
    }
}
