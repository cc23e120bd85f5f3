import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// Plays a scenario through the app on the fixed-step clock, headlessly: each frame's scripted
/// inputs go through the same path as live events, then the frame is drawn. The same scenario
/// draws byte-identical frames on every run.
final class ScenarioRunner {
    let scenario: Scenario
    let timeline: ScenarioTimeline
    let app: AppRuntime
    let backend: HeadlessBackend
    /// Where `snapshot NAME` steps write NAME.png; nil ignores them.
    var snapshotDirectory: String?
    /// File names (without `.png`) for snapshots saved under another name than their own.
    var snapshotFileNames: [String: String] = [:]
    private(set) var snapshotsWritten: [String] = []
    /// Tests only: changes every frame's display list before it is drawn, so that a test can draw
    /// frames wrong on purpose and prove the verifier's pixel check catches it. Nil draws them
    /// as laid out.
    var drawingFault: ((DisplayList) -> DisplayList)?

    var frameCount: Int { timeline.frameCount }

    /// Prepares the app for `scenario`. The app opens at `size` when given, else at the
    /// scenario's opening `size` step, else in the idiom's window; the initial scene and idiom
    /// come from the scenario's opening steps too, so the first frame is already the right one.
    /// The clip's frame is `size` when given, else the largest window the scenario reaches.
    init(scenario: Scenario, fps: Int, runtime: SDLRuntime, size: Size?, scale: Double?, idiom: Idiom?) throws {
        self.scenario = scenario
        timeline = ScenarioTimeline(scenario, fps: fps)
        let start = try Opening(scenario, fps: fps, size: size, scale: scale, idiom: idiom)
        backend = HeadlessBackend(runtime: runtime, size: start.canvas, scale: start.scale)
        app = AppRuntime(sceneIndex: start.scene, idiom: start.idiom, size: start.size, measurer: backend.textRenderer)
        app.pixelScale = start.scale
        forcedIdiom = idiom
    }

    /// How a scenario starts: scene, idiom, the app's size, the clip's frame and scale, from the
    /// options and the scenario's steps. Made before anything else so that a frame too large
    /// for memory or ffmpeg is refused first (an option error, or the file and line of the
    /// scenario's `size` or `idiom` that makes it so large).
    ///
    /// A clip has one frame size, while a window grows and shrinks with `size` steps and with
    /// idiom switches (which resize it to the new idiom's window, as key I does). So the frame is
    /// the largest size the window has in any frame, each side on its own, and the app is laid
    /// out at the window's size of the moment in its top leading corner, where a window that is
    /// resized keeps it; the rest shows the app's background. `--size` fixes the frame instead:
    /// the app opens at it and a larger window is cut to it.
    struct Opening {
        var scene = 0
        var idiom: Idiom
        /// The size the app is laid out at in the first frame.
        var size: Size
        /// The clip's frame, in points.
        var canvas: Size
        var scale: Double

        /// `format`: what the frames are recorded into, for the memory they need (nil: not recorded).
        init(_ scenario: Scenario, fps: Int, size: Size?, scale: Double?, idiom: Idiom?, format: VideoFormat? = nil) throws {
            let rate = FrameRate(framesPerSecond: fps)
            let opening = scenario.steps.prefix { $0.time == 0 && $0.action.duration == 0 }
            self.idiom = idiom ?? .phone
            var startSize: (size: Size, line: Int)?
            for step in opening {
                switch step.action {
                case .idiom(let name) where idiom == nil: self.idiom = try Idiom.named(name)
                case .scene(let name): scene = try SceneCatalog.index(named: name)
                case .resize(let s): startSize = (s, step.line)
                default: break
                }
            }
            self.size = size ?? startSize?.size ?? AppRuntime.windowSize(for: self.idiom)
            self.scale = scale ?? self.idiom.defaultScale
            if let size {
                canvas = size
                if let problem = InputLimits.frameSizeProblem(size, scale: self.scale, format: format) { throw UsageError("--size/--scale: \(problem)") }
                return
            }
            canvas = self.size
            // The window's size in each frame, as the runner will resize the app: the last
            // `size` or idiom switch of a frame is the one the frame shows.
            var window = (idiom: self.idiom, size: self.size, line: startSize?.line)
            var frame = 0
            func refuse(_ problem: String, line: Int?) -> any Error {
                guard let line else { return UsageError("--size/--scale: \(problem)") }
                return ScenarioError(file: scenario.file, line: line, column: 1,
                                     expected: "a size that fits at scale \(self.scale.formatted)", found: problem)
            }
            if let problem = InputLimits.frameSizeProblem(canvas, scale: self.scale, format: format) { throw refuse(problem, line: window.line) }
            func grow(to size: Size, line: Int?) throws {
                let grown = Size(width: max(canvas.width, size.width), height: max(canvas.height, size.height))
                guard grown != canvas else { return }
                if let problem = InputLimits.frameSizeProblem(grown, scale: self.scale, format: format) { throw refuse(problem, line: line) }
                canvas = grown
            }
            for step in scenario.steps.dropFirst(opening.count) {
                let stepFrame = rate.frame(at: step.time)
                if stepFrame != frame {
                    try grow(to: window.size, line: window.line)
                    frame = stepFrame
                }
                switch step.action {
                case .idiom(let name) where idiom == nil:
                    let switched = try Idiom.named(name)
                    if switched != window.idiom { window = (switched, AppRuntime.windowSize(for: switched), step.line) }
                case .resize(let s): window = (window.idiom, s, step.line)
                default: break
                }
            }
            try grow(to: window.size, line: window.line)
        }
    }

    private let forcedIdiom: Idiom?

    /// Applies frame `index`'s inputs and draws it. A snapshot saves the frame as it stands at
    /// its place among the inputs, before any later step of the same instant.
    func render(frame index: Int) throws -> PixelBuffer {
        let time = timeline.time(ofFrame: index)
        for input in timeline.inputs(forFrame: index) {
            if case .snapshot(let name) = input {
                try snapshot(name, at: time)
            } else {
                try apply(input)
            }
        }
        backend.draw(drawn(at: time))
        return backend.frame
    }

    private func drawn(at time: Double) -> DisplayList {
        let list = app.frame(at: time)
        return drawingFault?(list) ?? list
    }

    private func snapshot(_ name: String, at time: Double) throws {
        guard let directory = snapshotDirectory else { return }
        backend.draw(drawn(at: time))
        let path = (directory as NSString).appendingPathComponent((snapshotFileNames[name] ?? name) + ".png")
        try PNGWriter.write(backend.frame, to: path)
        snapshotsWritten.append(path)
    }

    func apply(_ input: ScenarioInput) throws {
        switch input {
        case .event(let timed): app.handle(timed.event, at: timed.time)
        case .scene(let name): app.switchScene(to: try SceneCatalog.index(named: name))
        case .idiom(let name):
            guard forcedIdiom == nil else { break }
            let switched = try Idiom.named(name)
            let resizes = switched != app.idiom
            app.switchIdiom(to: switched)
            // As in the window: a new idiom brings its own window.
            if resizes { resize(to: AppRuntime.windowSize(for: switched)) }
        case .resize(let size): resize(to: size)
        case .snapshot: break // taken in order by render(frame:)
        }
    }

    /// The frame keeps its size (a clip has one; `Opening` makes it the largest the window
    /// reaches); the app lays out again in its top leading corner.
    private func resize(to size: Size) {
        app.resize(to: Size(width: min(size.width, backend.pointSize.width), height: min(size.height, backend.pointSize.height)))
    }

    /// The scenario library bundled in Assets/Scenarios.
    static func library() throws -> ScenarioLibrary {
        let directories = AssetLocator.candidates().map { $0 + "/Scenarios" }
        guard let directory = directories.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw UsageError("the bundled scenarios were not found; looked in: \(directories.joined(separator: ", "))")
        }
        return ScenarioLibrary(directory: directory, parser: parser)
    }

    static var parser: ScenarioParser {
        ScenarioParser(validScenes: SceneCatalog.names, validIdioms: Idiom.allCases.map(\.rawValue))
    }
}
