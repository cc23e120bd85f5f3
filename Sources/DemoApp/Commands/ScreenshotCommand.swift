import PopoverKit
import PopoverSDL

/// `popover-demo screenshot --out FILE.png [--size WxH] [--scale N]`: renders one frame
/// headlessly and writes it as a PNG.
enum ScreenshotCommand {
    static let usage = "popover-demo screenshot --out FILE.png [--size WxH] [--scale 1|2]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "screenshot", options: ["out", "size", "scale"])
        guard let out = args["out"] else { throw UsageError("screenshot: --out FILE.png is required\nusage: \(usage)") }
        guard out.lowercased().hasSuffix(".png") else { throw UsageError("screenshot: --out \(out): the file name must end in .png") }
        let (width, height) = try args.size("size", default: (390, 844))
        let scale = try args.number("scale", default: 1, range: 1...4)
        let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: AssetLocator.fontFolders())
        let backend = HeadlessBackend(runtime: runtime, size: Size(width: width, height: height), scale: scale)
        let frame = ExampleFrame(size: backend.pointSize)
        backend.draw(frame.displayList(measurer: backend.textRenderer))
        try PNGWriter.write(backend.frame, to: out)
        Console.out("wrote \(out) (\(backend.frame.width)x\(backend.frame.height) px)")
        return 0
    }
}
