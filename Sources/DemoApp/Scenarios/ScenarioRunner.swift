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

    /// Prepares the app for `scenario`. The canvas is `size` when given, else the scenario's
    /// opening `size` step, else the idiom's window; the initial scene and idiom come from the
    /// scenario's opening steps too, so the first frame is already the right one.
    init(scenario: Scenario, fps: Int, runtime: SDLRuntime, size: Size?, scale: Double?, idiom: Idiom?) throws {
        self.scenario = scenario
        timeline = ScenarioTimeline(scenario, fps: fps)
        let start = try Opening(scenario, size: size, scale: scale, idiom: idiom)
        backend = HeadlessBackend(runtime: runtime, size: start.canvas, scale: start.scale)
        app = AppRuntime(sceneIndex: start.scene, idiom: start.idiom, size: start.canvas, measurer: backend.textRenderer)
        app.pixelScale = start.scale
        forcedIdiom = idiom
    }

    /// How a scenario starts: scene, idiom, canvas and scale, from the options and its opening
    /// steps. Made before anything else so that a frame too large for memory or ffmpeg is
    /// refused first (an option error, or the file and line of the scenario's `size`).
    struct Opening {
        var scene = 0
        var idiom: Idiom
        var canvas: Size
        var scale: Double

        init(_ scenario: Scenario, size: Size?, scale: Double?, idiom: Idiom?) throws {
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
            let window = Size(width: self.idiom.windowSize.width, height: self.idiom.windowSize.height + AppRuntime.chromeHeight)
            canvas = size ?? startSize?.size ?? window
            self.scale = scale ?? self.idiom.defaultScale
            if let problem = InputLimits.frameSizeProblem(canvas, scale: self.scale) {
                if size == nil, let startSize {
                    throw ScenarioError(file: scenario.file, line: startSize.line, column: 1,
                                        expected: "a size that fits at scale \(self.scale.formatted)", found: problem)
                }
                throw UsageError("--size/--scale: \(problem)")
            }
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
        case .idiom(let name): if forcedIdiom == nil { app.switchIdiom(to: try Idiom.named(name)) }
        case .resize(let size):
            // The canvas keeps its size (a clip has one frame size); the app lays out again.
            app.resize(to: Size(width: min(size.width, backend.pointSize.width), height: min(size.height, backend.pointSize.height)))
        case .snapshot: break // taken in order by render(frame:)
        }
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
