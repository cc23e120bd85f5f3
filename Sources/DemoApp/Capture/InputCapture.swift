import PopoverKit

/// The inputs of one take in the window, kept as a scenario will replay them: every input that
/// changed something, at its time from the start of the take.
///
/// Times are kept in whole milliseconds, cut down rather than rounded so that an input stays in
/// the frame it arrived in (at 60 fps, 1/60 s rounded would be 17 ms, a frame late), and points
/// to 1/1000 pt, so what is written is exactly what is replayed. Kept: presses and releases of
/// the primary button (the one the demo's gestures use; a touch is one), the pointer's path
/// while it is pressed, hover moves that change which control is highlighted, key presses with
/// their modifiers, scene and idiom switches made with keys, and window sizes.
nonisolated struct InputCapture: Sendable {
    /// How the take begins: what the scenario's opening lines say.
    struct Opening: Hashable, Sendable {
        var scene: String
        var idiom: String
        var size: Size
    }

    /// What the app shows around an input, to tell what the input changed.
    struct AppState: Hashable, Sendable {
        var scene: String
        var idiom: String
        var hovered: NodeIdentity?
    }

    let opening: Opening
    private(set) var steps: [CapturedStep] = []
    /// True between a captured press and its release.
    private(set) var isPressed = false
    /// The last hover move not kept: arrow keys drag what is under the pointer, so it is written
    /// before the next step.
    private var pendingHover: CapturedStep?
    /// Arrow keys whose press was captured: their releases end a keyboard drag.
    private var heldArrows: Set<Key> = []
    private var lastSize: Size

    init(opening: Opening) {
        var laidOut = opening
        laidOut.size = Self.laidOutSize(opening.size)
        self.opening = laidOut
        lastSize = laidOut.size
    }

    /// The time of the last step, or of the hover move waiting to be written, in milliseconds
    /// (0 before any).
    var lastMilliseconds: Int { max(steps.last?.milliseconds ?? 0, pendingHover?.milliseconds ?? 0) }

    /// `time` as the capture keeps it: whole milliseconds, never before the last step.
    func milliseconds(_ time: Double) -> Int {
        max(lastMilliseconds, Int((max(0, time) * 1000).rounded(.down)))
    }

    /// Notes `event`, handled at `time` (seconds from the start of the take), given the app's
    /// state before and after it.
    mutating func record(_ event: InputEvent, at time: Double, before: AppState, after: AppState) {
        let ms = milliseconds(time)
        switch event {
        case .pointerDown(let point, .primary) where !isPressed:
            isPressed = true
            pendingHover = nil
            append(ms, .down(Self.rounded(point)))
        case .pointerMove(let point) where isPressed:
            append(ms, .drag(Self.rounded(point)))
        case .pointerMove(let point):
            let hover = CapturedStep(milliseconds: ms, input: .hover(Self.rounded(point)))
            if after.hovered != before.hovered {
                pendingHover = nil
                steps.append(hover)
            } else {
                pendingHover = hover
            }
        case .pointerUp(let point, .primary) where isPressed:
            isPressed = false
            if after.scene != before.scene { append(ms, .sceneSwitched(after.scene)) }
            append(ms, .up(Self.rounded(point)))
        case .key(let key):
            record(key, at: ms, before: before, after: after)
        default:
            // Other buttons, the wheel and text do nothing in the demo; a release whose press
            // came before the take has no press to end.
            break
        }
    }

    private mutating func record(_ key: KeyEvent, at ms: Int, before: AppState, after: AppState) {
        if key.phase == .up {
            if heldArrows.remove(key.key) != nil { append(ms, .key(key)) }
            // Other keys act on going down only: their releases change nothing.
            return
        }
        if after.scene != before.scene {
            append(ms, .scene(after.scene))
        } else if after.idiom != before.idiom {
            append(ms, .idiom(after.idiom))
        } else {
            if key.key.arrowDirection != nil { heldArrows.insert(key.key) }
            append(ms, .key(key))
        }
    }

    /// Notes that the window's content was laid out at `size` from `time` on.
    mutating func resize(to size: Size, at time: Double) {
        let laidOut = Self.laidOutSize(size)
        guard laidOut != lastSize else { return }
        lastSize = laidOut
        append(milliseconds(time), .size(laidOut))
    }

    /// Adds a step, after the waiting hover move if there is one: steps stay in time order (a
    /// scene, idiom or size step between the move and the next key would otherwise come first),
    /// and the pointer is where it was when the step came.
    private mutating func append(_ ms: Int, _ input: CapturedInput) {
        if let hover = pendingHover {
            pendingHover = nil
            steps.append(hover)
        }
        steps.append(CapturedStep(milliseconds: ms, input: input))
    }

    /// The size the window lays its content out at: its size in points to 1/1000 pt, the
    /// precision a captured scenario keeps, within the sizes a scenario accepts. A window scaled
    /// down to fit the display is a fraction of a point off its nominal size; laid out at this
    /// size, it is replayed at exactly the size it had.
    static func laidOutSize(_ size: Size) -> Size {
        let limit = Double(InputLimits.maximumSidePoints)
        func round(_ value: Double) -> Double { min(limit, max(1, (value * 1000).rounded() / 1000)) }
        return Size(width: round(size.width), height: round(size.height))
    }

    /// To 1/1000 pt, within the coordinates a scenario accepts.
    static func rounded(_ point: Point) -> Point {
        let limit = InputLimits.maximumCoordinate
        func round(_ value: Double) -> Double { min(limit, max(-limit, (value * 1000).rounded() / 1000)) }
        return Point(x: round(point.x), y: round(point.y))
    }
}

/// One captured input at its time from the start of the take.
nonisolated struct CapturedStep: Hashable, Sendable {
    var milliseconds: Int
    var input: CapturedInput
}

/// A captured input, in the terms a scenario writes it.
nonisolated enum CapturedInput: Hashable, Sendable {
    case down(Point)
    /// The pointer moved while pressed: part of a path the writer may turn into glides.
    case drag(Point)
    case up(Point)
    /// The pointer moved while not pressed.
    case hover(Point)
    /// A key-down, or the release of an arrow key (which ends a keyboard drag).
    case key(KeyEvent)
    /// A switch made with a key.
    case scene(String)
    case idiom(String)
    case size(Size)
    /// The release before it switched the scene (a click on a tab): marked with a comment.
    case sceneSwitched(String)
}
