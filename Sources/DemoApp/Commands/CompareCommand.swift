import Foundation
import PopoverKit
import PopoverRender
import PopoverSDL

/// `popover-demo compare [--out-dir DIR]`: renders our side of each reference picture of the
/// original at the picture's scale, measures both bubbles the same way, and writes a montage
/// per picture and a table of every figure (`FIGURES.md`), into Assets/Comparison by default.
@MainActor
enum CompareCommand {
    static let usage = "popover-demo compare [--out-dir DIR]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try ArgumentList(arguments, command: "compare", usage: usage, options: ["out-dir"])
        let assets = AssetLocator.candidates().first { FileManager.default.fileExists(atPath: $0 + "/Comparison/reference") }
        guard let assets else {
            throw UsageError("compare: no Assets/Comparison/reference folder found (looked in \(AssetLocator.candidates().joined(separator: ", ")))")
        }
        let directory = args["out-dir"] ?? assets + "/Comparison"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError("compare: --out-dir \(directory): no such folder")
        }
        let outputs = (ReferencePicture.all.map { $0.name + ".png" } + ["FIGURES.md"]).map {
            PathClash.Named(role: "--out-dir", path: (directory as NSString).appendingPathComponent($0))
        }
        let references = ReferencePicture.all.map {
            PathClash.Named(role: "reference picture", path: assets + "/Comparison/reference/" + $0.file)
        }
        try PathClash.check(outputs: outputs, inputs: references)
        let runtime = try SDLRuntime(mode: .headless)
        var report = ["# The original beside ours", "",
                      "Written by `popover-demo compare`: each picture of the original (left, from `reference/`) beside ours "
                      + "rendered at the picture's scale (right), cut so that the arrow tips coincide. Figures in points, "
                      + "measured the same way on both pictures (`BubbleMeasurement`); – where a picture does not show it. "
                      + "The all-platforms sections are fixed crops of `reference/all-platforms.png` (in pixels of that "
                      + "1000 × 773 picture, measured once on it, in `ReferencePicture.swift`): the tv screen, the visionOS "
                      + "room around its bubble, the Mac window. The toolbar menu (watch-toolbar-menu) is measured on its "
                      + "fill, grown from a pixel inside it (`MenuMeasurement`): its rows are its lines of text, and its "
                      + "levels are luma in 0-255: the fill, the lightest at its edge over the fill, the background 12 to 18 pt "
                      + "left of it, and the shadow, the background minus the level 4 to 8 pt left of it.", ""]
        for picture in ReferencePicture.all {
            let reference = try picture.load(from: assets + "/Comparison/reference")
            let (ours, app) = try render(picture, runtime: runtime)
            if let seed = picture.menuSeed {
                guard let measuredReference = MenuMeasurement.measure(reference, scale: picture.scale, seed: seed) else {
                    throw UsageError("compare: the menu's seed (\(seed.x), \(seed.y)) lies off \(picture.name)")
                }
                guard let menu = app.host.placements.first(where: { $0.appearance.isRendered })?.placement.body,
                      let measuredOurs = MenuMeasurement.measure(ours, scale: picture.scale,
                                                                 seed: (Int(menu.midX * picture.scale), Int(menu.midY * picture.scale))) else {
                    throw UsageError("compare: no open menu in our \(picture.scene) · \(picture.idiom.rawValue)")
                }
                let rows = FeatureComparison.compareMenus(reference: measuredReference, ours: measuredOurs, scale: picture.scale)
                try writeMontage(picture, reference: reference, ours: ours, rows: rows, tips: (measuredReference.bubble.tip, measuredOurs.bubble.tip),
                                 directory: directory, runtime: runtime)
                report += markdown(picture, rows: rows)
                continue
            }
            guard let measuredReference = BubbleMeasurement.measure(reference, scale: picture.scale) else {
                throw UsageError("compare: no blue bubble found in \(picture.name)")
            }
            guard let measuredOurs = BubbleMeasurement.measure(ours, scale: picture.scale) else {
                throw UsageError("compare: no blue bubble found in our \(picture.scene) · \(picture.idiom.rawValue)")
            }
            var rows = FeatureComparison.compare(reference: measuredReference, ours: measuredOurs, scale: picture.scale)
            if let screenWidth = picture.screenWidth {
                rows.append(FeatureComparison.screenShare(reference: measuredReference, ours: measuredOurs,
                                                          screenPixels: screenWidth * picture.scale))
            }
            try writeMontage(picture, reference: reference, ours: ours, rows: rows, tips: (measuredReference.tip, measuredOurs.tip),
                             directory: directory, runtime: runtime)
            report += markdown(picture, rows: rows)
        }
        let figures = (directory as NSString).appendingPathComponent("FIGURES.md")
        try OutputFile.write(Array((report.joined(separator: "\n") + "\n").utf8), to: figures)
        Console.out("wrote \(figures)")
        return ExitStatus.success
    }

    /// The reference beside ours, cut so that the arrow tips coincide, over the caption.
    static func writeMontage(_ picture: ReferencePicture, reference: PixelBuffer, ours: PixelBuffer, rows: [FeatureComparison],
                             tips: (reference: (x: Double, y: Double)?, ours: (x: Double, y: Double)?),
                             directory: String, runtime: SDLRuntime) throws {
        let lines = ComparisonMontage.captionLines(picture, rows: rows)
        let right = ComparisonMontage.aligned(ours, to: reference, oursTip: tips.ours, referenceTip: tips.reference)
        let montage = ComparisonMontage.compose(left: reference, right: right,
                                                caption: caption(lines, width: 2 * reference.width + ComparisonMontage.gap,
                                                                 runtime: runtime))
        let path = (directory as NSString).appendingPathComponent(picture.name + ".png")
        try PNGWriter.write(montage, to: path)
        Console.out("wrote \(path)")
    }

    /// Our frame for `picture`: its scene and idiom at its scale and time, with its drag held and,
    /// for a picture of the menu, the menu open; and the app that drew it.
    static func render(_ picture: ReferencePicture, runtime: SDLRuntime) throws -> (PixelBuffer, AppRuntime) {
        let idiom = picture.idiom
        let size = AppRuntime.windowSize(for: idiom)
        let backend = HeadlessBackend(runtime: runtime, size: size, scale: picture.scale)
        let app = AppRuntime(sceneIndex: try SceneCatalog.index(named: picture.scene), idiom: idiom, size: size,
                             measurer: backend.textRenderer)
        (app.scene as? ExampleScene)?.bubbleText = picture.bubbleText
        if picture.menuSeed != nil { (app.scene as? ExampleScene)?.isMenuPresented = true }
        app.pixelScale = picture.scale
        let rate = FrameRate.standard
        let start = Point(x: size.width / 2, y: idiom.windowSize.height / 2)
        // The drag starts after the bubble has appeared and reaches its end a third of a second later.
        let pressTime = 1.0, moveTime = 1 / 3.0
        let frames = rate.frame(at: picture.time)
        var list = app.frame(at: 0)
        for index in 0...frames {
            let time = rate.time(ofFrame: index)
            if let drag = picture.drag, time >= pressTime {
                let progress = min(1, (time - pressTime) / moveTime)
                if index == rate.frame(at: pressTime) { app.handle(.pointerDown(start, .primary), at: time) }
                app.handle(.pointerMove(Point(x: start.x + drag.width * progress, y: start.y + drag.height * progress)), at: time)
            }
            list = app.frame(at: time)
        }
        backend.draw(list)
        return (backend.frame, app)
    }

    /// The lines in a monospaced caption `width` pixels wide, black on the montage's gray.
    static func caption(_ lines: [String], width: Int, runtime: SDLRuntime) -> PixelBuffer {
        let backend = HeadlessBackend(runtime: runtime, size: Size(width: Double(width), height: 1), scale: 1)
        let text = VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                Text(line.isEmpty ? " " : line).font(Font(size: 11).monospaced()).foregroundColor(.black)
            }
        }
        .frame(width: Double(width), alignment: .leading)
        let engine = LayoutEngine(measurer: backend.textRenderer)
        let natural = engine.sizeThatFits(text, proposal: .unspecified)
        backend.resize(to: Size(width: Double(width), height: natural.height.rounded(.up)))
        let list = engine.layout(text, in: Rect(x: 0, y: 0, width: Double(width), height: natural.height))
            .displayList(background: ComparisonMontage.background)
        backend.draw(list)
        return backend.frame
    }

    static func markdown(_ picture: ReferencePicture, rows: [FeatureComparison]) -> [String] {
        var ours = "Ours: \(picture.scene) · \(picture.idiom.rawValue), at \(FeatureComparison.format(picture.scale * 100))% "
        ours += "(\(picture.scaleSource))"
        if let drag = picture.drag { ours += ", content dragged by (\(Int(drag.width)), \(Int(drag.height))) pt" }
        ours += "."
        if picture.usesOlderText {
            let note = ComparisonMontage.olderTextNote
            ours += " " + note.prefix(1).uppercased() + note.dropFirst()
            ours += ": the picture was taken before the example's latest text, which the demo shows."
        }
        var lines = ["## \(picture.name)", "",
                     "![\(picture.name): the original left, ours right](\(picture.name).png)", "",
                     ours, "",
                     "| feature (pt) | original | ours | difference |", "| --- | ---: | ---: | ---: |"]
        for row in rows {
            lines.append("| \(row.feature) | \(FeatureComparison.format(row.reference)) | \(FeatureComparison.format(row.ours)) "
                         + "| \(FeatureComparison.format(row.difference, signed: true)) |")
        }
        return lines + [""]
    }
}
