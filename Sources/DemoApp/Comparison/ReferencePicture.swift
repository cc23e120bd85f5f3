import PopoverKit

/// A picture of the original on an Apple platform (in `Assets/Comparison/reference/`), with what
/// our side of it is: the scene and idiom, the picture's scale, and the drag it shows.
struct ReferencePicture {
    /// The file's name, in `Assets/Comparison/reference/`.
    let file: String
    let scene: String
    let idiom: Idiom
    /// Pixels per point in the picture.
    let scale: Double
    /// How the scale was found, from something in the picture other than the bubble.
    let scaleSource: String
    /// The content's drag, held at the frame's time, in points.
    var drag: Size?
    /// The frame's time: after the bubble's 0.5 s delay and fade.
    var time = 1.5

    var name: String { String(file.dropLast(4)) }

    /// The phone pictures' scale: the iPhone 17 Pro's screen, 402 pt wide, is 239 px wide there.
    static let phoneScale = 239.0 / 402.0

    static let all = [
        ReferencePicture(file: "example-centered.png", scene: "example", idiom: .phone, scale: phoneScale,
                         scaleSource: "the iPhone 17 Pro's screen, 402 pt, is 239 px wide"),
        // The globe moves from (201, 442) to (72, 237) pt on the picture's screen.
        ReferencePicture(file: "example-dragged-clamped.png", scene: "example", idiom: .phone, scale: phoneScale,
                         scaleSource: "the iPhone 17 Pro's screen, 402 pt, is 239 px wide",
                         drag: Size(width: -129, height: -205)),
        ReferencePicture(file: "bubble-closeup.png", scene: "example", idiom: .phone, scale: 1.19,
                         scaleSource: "\"Hello, world!\" is 110 px wide, twice its 55 px in example-centered.png"),
        ReferencePicture(file: "watch-bubble.png", scene: "example", idiom: .watch, scale: 192.0 / 211.0,
                         scaleSource: "the Apple Watch Ultra 3's screen, 211 pt, is 192 px wide"),
    ]
}
