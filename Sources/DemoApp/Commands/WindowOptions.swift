import Foundation
import PopoverKit
import PopoverSDL

/// What the window is asked for on the command line, checked before it opens.
struct WindowOptions {
    static let usage = "popover-demo [--scene NAME] [--idiom NAME] [--size WxH] [--scale N] [--capture FILE.scenario]"

    var idiom: Idiom
    var sceneIndex: Int
    /// The window's size in points: the idiom's window unless `--size` says otherwise.
    var size: Size
    /// Pixels per point; nil takes the desktop's density (`DesktopScale`), whatever the idiom.
    var scale: Double?
    /// `--capture FILE`: where the window's input is captured as a scenario.
    var capturePath: String?

    init(_ arguments: [String]) throws {
        let args = try ArgumentList(arguments, command: "", usage: Self.usage, options: ["size", "scale", "scene", "idiom", "capture"])
        idiom = try Idiom.named(args["idiom"] ?? "phone")
        sceneIndex = try SceneCatalog.index(named: args["scene"] ?? "example")
        let idiomWindow = AppRuntime.windowSize(for: idiom)
        let (width, height) = try args.size("size", default: (idiomWindow.width, idiomWindow.height))
        size = Size(width: width, height: height)
        scale = args["scale"] == nil ? nil : try args.number("scale", default: 1, range: 1...4)
        if let problem = InputLimits.frameSizeProblem(size, scale: scale ?? 1) {
            throw UsageError("--size/--scale: \(problem)")
        }
        capturePath = try args["capture"].map(Self.checkedCapturePath)
    }

    /// `--capture FILE`: a scenario file that can be written, checked before the window opens.
    static func checkedCapturePath(_ path: String) throws -> String {
        guard (path as NSString).pathExtension == ScenarioParser.fileExtension else {
            throw UsageError("--capture: \(TerminalText.escaped(path, longest: TerminalText.longestPath)) should end in .\(ScenarioParser.fileExtension), so that record --scenario reads it as a file")
        }
        try PathClash.check(outputs: [PathClash.Named(role: "--capture", path: path)], inputs: [])
        do {
            try OutputFile.checkWritable(path)
        } catch {
            throw UsageError("--capture: \(error)")
        }
        return path
    }
}
