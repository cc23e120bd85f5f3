import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// What key R and `--capture` do in the window: start and end takes, and where they go.
///
/// R starts a take (the app starts again, `LiveSession`) that records the window into
/// `popover-demo-YYYYMMDD-HHMMSS.mp4` and captures its input into the `.scenario` of the same
/// name beside it (`TakeName`, with a counter when the name is taken); R again ends both. The
/// video keeps the window's size at the start: after a resize it goes on, scaled to fit
/// (`FrameFit`). With `--capture FILE.scenario` the one take starts with the window and goes
/// only to FILE, with no video (ffmpeg is not needed); R, or closing the window, ends it. Each file is written whole or not at all: a scenario is written under a
/// temporary name and renamed into place (`OutputFile`). What happens is said on standard error
/// and, for a few seconds, in the window (`notice`).
final class WindowTake {
    let session: LiveSession
    /// The `--capture` file, nil for R's takes.
    let capturePath: String?
    /// Makes the video recorder of a take, given its mp4's path; nil for no video.
    private let makeRecorder: ((String) throws -> LiveRecorder)?
    /// Where R's takes go: the folder the window started in.
    private let folder: RecordingFolder
    private(set) var recorder: LiveRecorder?
    /// Where the current take's scenario goes, and when the take started.
    private var scenario: (path: String, date: Date)?
    /// The `--capture` take ended: R does not start another over the file.
    private var captureEnded = false
    /// The last message, while it is shown.
    private(set) var notice: WindowNotice?

    init(session: LiveSession, capturePath: String?, folder: RecordingFolder = RecordingFolder(),
         makeRecorder: ((String) throws -> LiveRecorder)?) {
        self.session = session
        self.capturePath = capturePath
        self.folder = folder
        self.makeRecorder = makeRecorder
        session.onRecordKey = { [unowned self] now in toggle(at: now) }
    }

    var isRecording: Bool { session.capture != nil || recorder != nil }

    /// Key R, at window time `now`.
    func toggle(at now: Double) {
        if isRecording {
            end(at: now, ending: "R pressed again")
        } else if let capturePath, captureEnded {
            report("the capture to \(capturePath) is finished; quit with Q (or start the window again)", at: now)
        } else {
            start(at: now)
        }
    }

    /// Starts a take at window time `now`.
    func start(at now: Double, date: Date = Date()) {
        let path: String, takeName: String
        if let capturePath {
            path = capturePath
            takeName = ""
        } else {
            do {
                takeName = TakeName.unique(in: try folder.checked(), startedAt: date)
            } catch {
                report("cannot record: \(error)", at: now)
                return
            }
            path = takeName + "." + ScenarioParser.fileExtension
        }
        do {
            try OutputFile.checkWritable(path)
        } catch {
            report("cannot capture the input: \(error)", at: now)
            return
        }
        session.startTake(at: now)
        scenario = (path, date)
        if let makeRecorder {
            do {
                let started = try makeRecorder(takeName + ".mp4")
                recorder = started
                report("recording to \(started.path) and \(URL(fileURLWithPath: path).lastPathComponent) (press R to stop)", at: now)
            } catch RecordingError.ffmpegNotFound(let searched) {
                // The window records mp4 only: the command line's other advice does not apply.
                report("cannot record: \(RecordingError.ffmpegNotFoundText(searched: searched)); capturing the input to \(path) (press R to stop)", at: now)
            } catch {
                report("cannot record video: \(error); capturing the input to \(path) (press R to stop)", at: now)
            }
        } else {
            report("capturing the input to \(path) (press R to stop)", at: now)
        }
    }

    /// Ends the take at window time `now`, writing what it captured; `ending` says why, in the
    /// scenario's last line.
    func end(at now: Double, ending: String) {
        if let active = recorder {
            recorder = nil
            stopRecording(active, at: now)
        }
        guard let (capture, seconds) = session.endTake(at: now), let scenario else { return }
        self.scenario = nil
        if capturePath != nil { captureEnded = true }
        let text = CapturedScenarioWriter.text(of: capture, header: header(path: scenario.path, date: scenario.date),
                                               end: capture.milliseconds(seconds), ending: ending)
        do {
            try OutputFile.write(Array(text.utf8), to: scenario.path)
        } catch {
            report("the scenario could not be written: \(error)", at: now)
            return
        }
        let name = (scenario.path as NSString).lastPathComponent
        var message = "captured \(String(format: "%.1f", seconds)) s of input to \(scenario.path); replay it with: popover-demo record --scenario \(name) --scale 2 --out clip.mp4"
        if text.utf8.count > InputLimits.maximumScenarioBytes {
            message += " (but it is larger than \(InputLimits.maximumScenarioBytes / 1024) KiB, more than a scenario may be: shorten it)"
        }
        report(message, at: now)
    }

    /// Adds the frame the window just drew to the video, if one is being recorded, and ends a
    /// take that reached the longest a scenario may last.
    func didDraw(_ frame: PixelBuffer, at now: Double) {
        if let active = recorder {
            do {
                try active.append(frame, at: now)
            } catch {
                report("recording stopped: \(error)", at: now)
                recorder = nil
            }
        }
        if session.capture != nil, session.appTime(now) >= InputLimits.maximumSeconds {
            end(at: now, ending: "the take reached \(Int(InputLimits.maximumSeconds)) s, the longest a scenario may last,")
        }
        if let shown = notice, now >= shown.until { notice = nil }
    }

    private func stopRecording(_ recorder: LiveRecorder, at now: Double) {
        do {
            let (path, frames) = try recorder.finish()
            report("recorded \(frames) frames to \(path)", at: now)
        } catch {
            report("the recording failed: \(error)", at: now)
        }
    }

    /// Says `message` on standard error and in the window.
    private func report(_ message: String, at now: Double) {
        Console.error("popover-demo: \(message)")
        notice = WindowNotice(message, shownAt: now)
    }

    /// The comment lines at the top of a scenario captured into `path` from `date`.
    private func header(path: String, date: Date) -> [String] {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss ZZZZZ"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let folder = ((absolute as NSString).deletingLastPathComponent as NSString).standardizingPath
        let start = capturePath == nil ? "R was pressed, when the scene started again as it does in a replay"
            : "the window opened"
        return [
            "\(name): captured in the popover-demo window at \(formatter.string(from: date)), in \(folder)",
            "",
            "Times are seconds from when \(start).",
            "Replay: popover-demo record --scenario \((path as NSString).lastPathComponent) --scale 2 --out clip.mp4",
        ]
    }
}
