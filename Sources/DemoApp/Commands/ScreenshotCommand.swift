import PopoverKit
import PopoverSDL

/// `popover-demo screenshot --out FILE.png [--scene NAME] [--idiom NAME] [--size WxH] [--scale N] [--time T]`:
/// runs the app headlessly on the fixed-step clock up to T seconds and writes that frame.
enum ScreenshotCommand {
    static let usage = "popover-demo screenshot --out FILE.png [--scene NAME] [--idiom NAME] [--size WxH] [--scale N] [--time SECONDS]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "screenshot", usage: usage,
                                    options: ["out", "size", "scale", "scene", "idiom", "time"])
        guard let out = args["out"] else { throw UsageError("screenshot: --out FILE.png is required\nusage: \(usage)") }
        guard out.lowercased().hasSuffix(".png") else { throw UsageError("screenshot: --out \(out): the file name must end in .png") }
        let idiom = try Idiom.named(args["idiom"] ?? "phone")
        let sceneIndex = try SceneCatalog.index(named: args["scene"] ?? "example")
        let window = AppRuntime.windowSize(for: idiom)
        let (width, height) = try args.size("size", default: (window.width, window.height))
        let scale = try args.number("scale", default: idiom.defaultScale, range: 1...4)
        let time = try args.number("time", default: 1.0, range: 0...InputLimits.maximumSeconds)
        if let problem = InputLimits.frameSizeProblem(Size(width: width, height: height), scale: scale) {
            throw UsageError("screenshot: --size/--scale: \(problem)")
        }
        try PathClash.check(outputs: [PathClash.Named(role: "--out", path: out)], inputs: [])
        try OutputFile.checkWritable(out)
        let runtime = try SDLRuntime(mode: .headless)
        let backend = HeadlessBackend(runtime: runtime, size: Size(width: width, height: height), scale: scale)
        let app = AppRuntime(sceneIndex: sceneIndex, idiom: idiom, size: backend.pointSize, measurer: backend.textRenderer)
        app.pixelScale = scale
        backend.draw(FixedStepClock.run(app, until: time))
        try PNGWriter.write(backend.frame, to: out)
        Console.out("wrote \(out) (\(backend.frame.width)x\(backend.frame.height) px)")
        return ExitStatus.success
    }
}
