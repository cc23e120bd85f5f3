import PopoverKit
import PopoverRender
import PopoverSDL

/// A picture of the original on an Apple platform (in `Assets/Comparison/reference/`), with what
/// our side of it is: the scene and idiom, the picture's scale, and the drag it shows.
struct ReferencePicture {
    /// The file's name, in `Assets/Comparison/reference/`.
    let file: String
    /// The name of the montage and of its section in FIGURES.md; the file's, unless it is a crop.
    var name: String
    let scene: String
    let idiom: Idiom
    /// Pixels per point in the picture.
    let scale: Double
    /// How the scale was found, from something in the picture other than the bubble.
    let scaleSource: String
    /// The example's text the picture shows: the older pictures were taken before the latest one.
    var bubbleText = ExampleScene.latestBubbleText
    /// The part of the file that shows this idiom's window, where the file shows several.
    var crop: PixelRect?
    /// The width of the screen the picture shows, in points, where the bubble's share of it is compared.
    var screenWidth: Double?
    /// The content's drag, held at the frame's time, in points.
    var drag: Size?
    /// The frame's time: after the bubble's 0.5 s delay and fade.
    var time = 1.5
    /// Where the picture shows the toolbar menu open: a pixel of its fill (between its rows), from
    /// which its region is grown; ours opens the menu and seeds it at its body's middle. Nil: the
    /// picture shows the blue bubble.
    var menuSeed: (x: Int, y: Int)?

    init(file: String, name: String? = nil, scene: String = "example", idiom: Idiom, scale: Double, scaleSource: String,
         bubbleText: String = ExampleScene.latestBubbleText, crop: PixelRect? = nil, screenWidth: Double? = nil,
         drag: Size? = nil, menuSeed: (x: Int, y: Int)? = nil) {
        self.file = file
        self.name = name ?? String(file.dropLast(4))
        self.scene = scene
        self.idiom = idiom
        self.scale = scale
        self.scaleSource = scaleSource
        self.bubbleText = bubbleText
        self.crop = crop
        self.screenWidth = screenWidth
        self.drag = drag
        self.menuSeed = menuSeed
    }

    /// The picture's pixels, cut to its crop.
    func load(from folder: String) throws -> PixelBuffer {
        let whole = try PNGReader.read(folder + "/" + file)
        guard let crop else { return whole }
        guard crop.maxX <= whole.width, crop.maxY <= whole.height else {
            throw UsageError("compare: \(file) is \(whole.width) × \(whole.height) px, smaller than the crop of \(name)")
        }
        var cut = PixelBuffer(width: crop.width, height: crop.height)
        for y in 0..<crop.height {
            for x in 0..<crop.width { cut[x, y] = whole[crop.minX + x, crop.minY + y] }
        }
        return cut
    }

    /// True when ours is rendered with an older text than the demo shows, the one the picture shows.
    var usesOlderText: Bool { bubbleText != ExampleScene.latestBubbleText }

    /// The phone pictures' scale: the iPhone 17 Pro's screen, 402 pt wide, is 239 px wide there.
    static let phoneScale = 239.0 / 402.0
    /// "Hello, world!" at 17 pt is 55 px wide in example-centered.png: 92.5 pt.
    static let helloWorldWidth17 = 55 / phoneScale
    /// The watch pictures' scale: "Hello, world!" in watchOS's body (17 pt on the 49 mm watch) is
    /// 77 px wide in watch-bubble.png. (The screen's edge cannot be seen: the app's black runs
    /// into the black border around the display, which the 192 px of the bezel's opening take
    /// in; the 14 pt code line, 17 characters of SF Mono's 0.6 em, agrees with 77 px.)
    static let watchScale = 77 / helloWorldWidth17
    static let watchScaleSource = "\"Hello, world!\" (17 pt, watchOS's body on the 49 mm) is 77 px wide, 92.5 pt in example-centered.png"

    static let all = [
        ReferencePicture(file: "example-centered.png", idiom: .phone, scale: phoneScale,
                         scaleSource: "the iPhone 17 Pro's screen, 402 pt, is 239 px wide",
                         bubbleText: ExampleScene.olderBubbleText),
        // The globe moves from (201, 442) to (72, 237) pt on the picture's screen.
        ReferencePicture(file: "example-dragged-clamped.png", idiom: .phone, scale: phoneScale,
                         scaleSource: "the iPhone 17 Pro's screen, 402 pt, is 239 px wide",
                         bubbleText: ExampleScene.olderBubbleText, drag: Size(width: -129, height: -205)),
        ReferencePicture(file: "bubble-closeup.png", idiom: .phone, scale: 1.19,
                         scaleSource: "\"Hello, world!\" is 110 px wide, twice its 55 px in example-centered.png",
                         bubbleText: ExampleScene.olderBubbleText),
        ReferencePicture(file: "watch-bubble.png", idiom: .watch, scale: watchScale, scaleSource: watchScaleSource),
        // The menu's fill between its two rows; its rows are 184–197 and 211–224 px.
        ReferencePicture(file: "watch-toolbar-menu.png", idiom: .watch, scale: watchScale, scaleSource: watchScaleSource,
                         menuSeed: (x: 200, y: 204)),
        // The crops of all-platforms.png (1000 × 773 px) were measured once on that fixed picture:
        // the tv screen's dark edges, the Mac window's white frame, and the visionOS room between
        // the watch and the Mac window that lie over it.
        ReferencePicture(file: "all-platforms.png", name: "all-platforms-tv", idiom: .tv, scale: 439.0 / 1920,
                         scaleSource: "the Apple TV's screen, 1920 pt, is 439 px wide",
                         bubbleText: ExampleScene.olderBubbleText,
                         crop: PixelRect(minX: 359, minY: 56, maxX: 798, maxY: 303), screenWidth: 1920),
        ReferencePicture(file: "all-platforms.png", name: "all-platforms-vision", idiom: .vision,
                         scale: 67 / helloWorldWidth17,
                         scaleSource: "\"Hello, world!\" (17 pt) is 67 px wide, 92.5 pt in example-centered.png",
                         bubbleText: ExampleScene.olderBubbleText,
                         crop: PixelRect(minX: 38, minY: 250, maxX: 669, maxY: 486)),
        ReferencePicture(file: "all-platforms.png", name: "all-platforms-mac", idiom: .mac,
                         scale: 52 / (helloWorldWidth17 * 13 / 17),
                         scaleSource: "\"Hello, world!\" (13 pt) is 52 px wide, 13/17 of its 92.5 pt at 17 pt",
                         bubbleText: ExampleScene.olderBubbleText,
                         crop: PixelRect(minX: 16, minY: 486, maxX: 368, maxY: 731)),
    ]
}
