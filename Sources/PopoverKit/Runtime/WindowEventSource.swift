/// Where the window's frame loop gets time and input: SDL and a monotonic clock in the app, a
/// script on a fake clock in tests.
@MainActor
public protocol WindowEventSource: AnyObject {
    /// Seconds since an arbitrary origin; never decreases.
    var now: Double { get }
    /// Sleeps until input arrives or the clock reaches `deadline` (nil: until input arrives),
    /// and returns the input that arrived, none when the deadline passed first. A deadline
    /// already past only collects what is queued.
    func events(waitingUntil deadline: Double?) -> [InputEvent]
}

/// What a window's frame loop drives: something that takes input and says when it next changes.
@MainActor
public protocol WindowContent: AnyObject {
    /// Handles one event that arrived at `time`.
    func handle(_ event: InputEvent, at time: Double)
    /// When the next frame is due if no input arrives: the last frame's time while anything
    /// moves, a later time when a change is scheduled, nil when the next frame would show the
    /// same picture.
    var nextFrameTime: Double? { get }
    /// Whether `event` ends the window's loop before it is handled, besides `.quit` (the window
    /// closed), which always does. None by default: an app adds its own shortcut.
    func quits(on event: InputEvent) -> Bool
    /// Whether the frame the content comes to rest on needs one more after it (for a figure
    /// that shows the frame before it). False by default.
    var drawsOneMoreFrameBeforeResting: Bool { get }
}

extension WindowContent {
    public func quits(on event: InputEvent) -> Bool { false }
    public var drawsOneMoreFrameBeforeResting: Bool { false }
}
