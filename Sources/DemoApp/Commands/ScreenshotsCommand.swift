import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo screenshots [--out-dir DIR]`: renders the README's pictures (every scene, the
/// example in several idioms, the open menu) at 2×, into the current folder's Assets/Screenshots
/// by default (never the source tree's, which a user of the built binary would overwrite).
enum ScreenshotsCommand {
    /// What to render: file name, scene, idiom and the time of the frame.
    static let shots: [(file: String, scene: String, idiom: Idiom, time: Double)] = [
        ("example-phone", "example", .phone, 1.2),
        ("example-watch", "example", .watch, 1.2),
        ("example-mac", "example", .mac, 1.2),
        ("multiple-mac", "multiple", .mac, 1.2),
        ("system-mac", "system", .mac, 1.2),
        ("matched-pad", "matched", .pad, 1.2),
        ("uikit-phone", "uikit", .phone, 1.2),
        ("stress-mac", "stress", .mac, 1.2),
    ]

    static let usage = "popover-demo screenshots [--out-dir DIR]"

    /// Where the pictures go without `--out-dir`, relative to the current folder.
    static let defaultDirectory = "Assets/Screenshots"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "screenshots", usage: usage, options: ["out-dir"])
        let directory = args["out-dir"] ?? defaultDirectory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: directory, reason: Self.folderProblem(directory, error))
        }
        let outputs = (shots.map(\.file) + ["example-menu"]).map {
            PathClash.Named(role: "--out-dir", path: (directory as NSString).appendingPathComponent($0 + ".png"))
        }
        try PathClash.check(outputs: outputs, inputs: [])
        let runtime = try SDLRuntime(mode: .headless)
        for shot in shots {
            let size = AppRuntime.windowSize(for: shot.idiom)
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: 2)
            let app = AppRuntime(sceneIndex: try SceneCatalog.index(named: shot.scene), idiom: shot.idiom, size: size,
                                 measurer: backend.textRenderer)
            app.pixelScale = 2
            backend.draw(FixedStepClock.run(app, until: shot.time))
            let path = (directory as NSString).appendingPathComponent(shot.file + ".png")
            try PNGWriter.write(backend.frame, to: path)
            Console.out("wrote \(path)")
        }
        // The open menu comes from its scenario's snapshot, driven like a person would.
        let scenario = try ScenarioRunner.library().load("example-toolbar-menu")
        let runner = try ScenarioRunner(scenario: scenario, fps: FrameRate.standard.framesPerSecond, runtime: runtime, size: nil, scale: 2, idiom: nil)
        // Saved straight under its README name: no temporary folder (TMPDIR may not exist).
        runner.snapshotDirectory = directory
        runner.snapshotFileNames = ["menu-open": "example-menu"]
        for index in 0..<runner.frameCount { _ = try runner.render(frame: index) }
        let menu = (directory as NSString).appendingPathComponent("example-menu.png")
        Console.out("wrote \(menu)")
        return ExitStatus.success
    }

    /// Why a folder could not be made at `path`, in plain words (Foundation's error is a raw dump).
    static func folderProblem(_ path: String, _ error: Error) -> String {
        var info = stat()
        if stat(path, &info) == 0 { return "it is a file, not a folder" }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/").dropLast() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if stat(prefix, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { return "\(prefix) is a file, not a folder" }
        }
        return ScenarioParser.reason(error)
    }
}
